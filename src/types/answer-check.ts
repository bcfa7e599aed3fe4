/**
 * The generated check of an answer (src/types/answers/, from schemas/api/ by
 * `npm run gen:types`): whether a parsed body is the answer the API promises.
 */
export interface AnswerCheck<T> {
  (data: unknown): data is T;
  /** Where the last body checked was wrong (a JSON pointer into it). */
  errors?: readonly { instancePath: string }[] | null;
}
