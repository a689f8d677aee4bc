// The questions an interactive login asks. Commands take this interface, so tests answer with a
// script; inquirerPrompts is the terminal's. inquirer (about 75 ms to load) is imported at the
// first question, so commands that ask none do not pay for it.
import type * as InquirerModule from 'inquirer';
import { importPackage } from '../import-package';

export type TValidate = (value: string) => true | string;

export interface LoginPrompts {
  select<T extends string>(options: { message: string; choices: { value: T; name: string }[] }): Promise<T>;
  input(options: { message: string; validate?: TValidate }): Promise<string>;
  /** Asks without echoing what is typed. */
  password(options: { message: string; validate?: TValidate }): Promise<string>;
}

export function inquirerPrompts(): LoginPrompts {
  const ask = async (question: Record<string, unknown>): Promise<unknown> => {
    const { default: inquirer } = await importPackage<typeof InquirerModule>('inquirer');
    const answers = (await inquirer.prompt([{ ...question, name: 'answer' }] as never)) as { answer: unknown };
    return answers.answer;
  };
  return {
    select: async ({ message, choices }) => (await ask({ type: 'select', message, choices })) as never,
    input: async ({ message, validate }) => String(await ask({ type: 'input', message, validate })),
    password: async ({ message, validate }) => String(await ask({ type: 'password', message, mask: '*', validate })),
  };
}
