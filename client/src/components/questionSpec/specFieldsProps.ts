/** What every type's fields are given: where the spec is in the form, a prefix for ids, and the question labels name. */
export interface SpecFieldsProps {
  /** The spec's path in the form: "questions.0.answerSpec" in an exam, "answerSpec" in the bank. */
  name: string;
  idPrefix: string;
  /** "da questão 2". */
  questionLabel: string;
}
