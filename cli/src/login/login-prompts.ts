// The questions an interactive login asks. Commands take this interface, so tests answer with a
// script; inquirerPrompts is the terminal's.
import inquirer from 'inquirer';

export type TValidate = (value: string) => true | string;

export interface LoginPrompts {
  select<T extends string>(options: { message: string; choices: { value: T; name: string }[] }): Promise<T>;
  input(options: { message: string; validate?: TValidate }): Promise<string>;
  /** Asks without echoing what is typed. */
  password(options: { message: string; validate?: TValidate }): Promise<string>;
}

export function inquirerPrompts(): LoginPrompts {
  const ask = async (question: Record<string, unknown>): Promise<unknown> => {
    const answers = (await inquirer.prompt([{ ...question, name: 'answer' }] as never)) as { answer: unknown };
    return answers.answer;
  };
  return {
    select: async ({ message, choices }) => (await ask({ type: 'select', message, choices })) as never,
    input: async ({ message, validate }) => String(await ask({ type: 'input', message, validate })),
    password: async ({ message, validate }) => String(await ask({ type: 'password', message, mask: '*', validate })),
  };
}
