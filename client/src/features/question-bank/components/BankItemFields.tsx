import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { QuestionType, DifficultyLevel } from "@shared/constants";
import { hasSpec } from "@shared/questionTypes/spec";
import { FieldError } from "@/components/FieldError";
import { DecimalInput } from "@/components/DecimalInput";
import { FormField } from "@/components/FormField";
import { OptionsEditor } from "@/components/OptionsEditor";
import { RichTextEditor } from "@/components/RichTextEditor";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SpecFields } from "@/components/questionSpec/SpecFields";
import { specForType } from "@/components/questionSpec/specFormValues";
import { gradeLevelsQuery } from "@/features/organizations/api";
import { DIFFICULTY_CHOICES, FILTER_SUBJECTS, TYPE_CHOICES } from "./bankChoices";
import type { BankFormValues } from "./bankFormValues";
import { FormSelect } from "@/components/FormSelect";

/** What the question is: title, statement, type, subject, grade, difficulty, points, and its options. */
export function BankItemFields() {
  const { control, register, formState, getValues, setValue } = useFormContext<BankFormValues>();
  const { errors } = formState;
  const questionType = useWatch({ control, name: "questionType" });
  const gradeLevels = useQuery(gradeLevelsQuery());
  const gradeHint = gradeLevels.isPending
    ? "Carregando..."
    : gradeLevels.isError
      ? "Não foi possível carregar as séries"
      : "Selecione a série";

  return (
    <div className="space-y-5">
      <FormField id="bank-title" label="Título" error={errors.title?.message}>
        <Input
          id="bank-title"
          autoComplete="off"
          placeholder="Ex.: Frações equivalentes"
          aria-invalid={Boolean(errors.title)}
          {...register("title")}
        />
      </FormField>

      <div className="space-y-2">
        <Label id="bank-text-label" htmlFor="bank-text">
          Texto da questão
        </Label>
        <Controller
          control={control}
          name="questionText"
          render={({ field }) => (
            <RichTextEditor
              id="bank-text"
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              ariaLabel="Texto da questão"
              labelledBy="bank-text-label"
              describedBy={errors.questionText ? "bank-text-error" : undefined}
              invalid={Boolean(errors.questionText)}
              placeholder="Digite o enunciado da questão"
            />
          )}
        />
        <FieldError id="bank-text-error" message={errors.questionText?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="bank-type" label="Tipo" error={errors.questionType?.message}>
          <Controller
            control={control}
            name="questionType"
            render={({ field }) => (
              <FormSelect
                id="bank-type"
                ref={field.ref}
                value={field.value}
                onChange={(value) => {
                  const type = value as QuestionType;
                  // The parts written so far are kept for the new type, as in an exam's question card.
                  setValue("answerSpec", specForType(type, getValues("answerSpec")), { shouldDirty: true });
                  field.onChange(type);
                }}
                choices={TYPE_CHOICES}
                placeholder="Selecione o tipo"
              />
            )}
          />
        </FormField>
        <FormField id="bank-subject" label="Matéria" error={errors.subject?.message}>
          <Input
            id="bank-subject"
            list="bank-subject-suggestions"
            autoComplete="off"
            placeholder="Ex.: Matemática"
            aria-invalid={Boolean(errors.subject)}
            {...register("subject")}
          />
          <datalist id="bank-subject-suggestions">
            {FILTER_SUBJECTS.map((subject) => (
              <option key={subject} value={subject} />
            ))}
          </datalist>
        </FormField>
        <FormField id="bank-grade-level" label="Série" error={errors.gradeLevelId?.message}>
          <Controller
            control={control}
            name="gradeLevelId"
            render={({ field }) => (
              <FormSelect
                id="bank-grade-level"
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                choices={(gradeLevels.data ?? []).map((level) => ({
                  value: level.id,
                  label: `${level.name} – ${level.category}`,
                }))}
                placeholder={gradeHint}
                invalid={Boolean(errors.gradeLevelId)}
              />
            )}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id="bank-difficulty" label="Dificuldade" error={errors.difficultyLevel?.message}>
            <Controller
              control={control}
              name="difficultyLevel"
              render={({ field }) => (
                <FormSelect
                  id="bank-difficulty"
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => field.onChange(value as DifficultyLevel)}
                  choices={DIFFICULTY_CHOICES}
                  placeholder="Selecione"
                />
              )}
            />
          </FormField>
          <FormField id="bank-points" label="Pontos" error={errors.points?.message}>
            <Controller
              control={control}
              name="points"
              render={({ field }) => (
                <DecimalInput id="bank-points" step={0.5} min={0} aria-invalid={Boolean(errors.points)} {...field} />
              )}
            />
          </FormField>
        </div>
      </div>

      {questionType === "multiple_choice" && <OptionsEditor name="options" idPrefix="bank-item" questionLabel="da questão" />}
      {hasSpec(questionType) && (
        <SpecFields
          key={questionType}
          type={questionType}
          name="answerSpec"
          textName="questionText"
          idPrefix="bank-spec"
          questionLabel="da questão"
        />
      )}
    </div>
  );
}
