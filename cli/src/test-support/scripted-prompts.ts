// Answers an interactive login's questions from a script, the way inquirer does: an answer its
// validate refuses is recorded and the question asked again with the next answer.
import type { LoginPrompts, TValidate } from '../login/login-prompts';

export function scriptedPrompts(answers: string[]) {
  const asked: string[] = [];
  const refused: string[] = [];
  const next = (message: string, validate?: TValidate): string => {
    asked.push(message);
    for (;;) {
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`no scripted answer left for "${message}"`);
      const verdict = validate ? validate(answer) : true;
      if (verdict === true) return answer;
      refused.push(verdict);
    }
  };
  const prompts: LoginPrompts = {
    select: async ({ message, choices }) => {
      const answer = next(message);
      const choice = choices.find((c) => c.value === answer);
      if (!choice) throw new Error(`"${answer}" is not a choice of "${message}"`);
      return choice.value;
    },
    input: async ({ message, validate }) => next(message, validate),
    password: async ({ message, validate }) => next(message, validate),
  };
  return { prompts, asked, refused };
}
