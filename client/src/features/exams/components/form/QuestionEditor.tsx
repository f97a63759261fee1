import { Trash2 } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { QUESTION_TYPES, QUESTION_TYPE_LABELS, type QuestionType } from "@shared/constants";
import { hasSpec } from "@shared/questionTypes/spec";
import { DecimalInput } from "@/components/DecimalInput";
import { FormField } from "@/components/FormField";
import { ImageUpload } from "@/components/ImageUpload";
import { MoveButtons } from "@/components/MoveButtons";
import { OptionsEditor } from "@/components/OptionsEditor";
import { Button } from "@/components/ui/button";
import { DescriptorPicker } from "@/components/curriculum/DescriptorPicker";
import { DESCRIPTOR_FIELDS } from "@/components/curriculum/descriptorFields";
import { QuestionTypeBadge } from "../edit/QuestionTypeBadge";
import { emptyOptions, type ExamFormValues } from "./examFormValues";
import { ExpectedAnswerField } from "./ExpectedAnswerField";
import { FormSelect } from "@/components/FormSelect";
import { RichTextField } from "./RichTextField";
import { SpecFields } from "@/components/questionSpec/SpecFields";
import { specForType } from "@/components/questionSpec/specFormValues";

const TYPE_CHOICES = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));
// 'Descritor' stands beside the type and points; the codes of the matrices below the text.
const codeFields = DESCRIPTOR_FIELDS.filter((field) => field.name !== "descriptor");

/** One question card: 'Questão N', its fields, its options, and the buttons that move or remove it. */
export function QuestionEditor({
  index,
  questionKey,
  count,
  autoFocus,
  onMove,
  onRemove,
  number = index + 1,
}: {
  index: number;
  /** Stable across reordering (ids and radio names must not follow the position). */
  questionKey: string;
  count: number;
  autoFocus: boolean;
  /** Without them (a question edited on its own, on the exam's page) there is no move or remove button. */
  onMove?: (direction: -1 | 1) => void;
  onRemove?: () => void;
  /** The question's number in the exam, when the form holds it alone. */
  number?: number;
}) {
  const { control, setValue, getValues, formState } = useFormContext<ExamFormValues>();
  const errors = formState.errors.questions?.[index];
  const [questionType, imageUrl, subject, gradeLevelId] = useWatch({
    control,
    name: [`questions.${index}.questionType`, `questions.${index}.imageUrl`, "subject", "gradeLevelId"],
  });
  // The descriptor pickers search the catalogue for the exam's subject and grade level.
  const curriculum = { subject, gradeLevelId };
  const id = (part: string) => `question-${questionKey}-${part}`;
  const headingId = id("heading");

  const changeType = (type: QuestionType) => {
    // Options typed before switching to essay are kept, so switching back does not lose them.
    if (type === "multiple_choice" && getValues(`questions.${index}.options`).length === 0) {
      setValue(`questions.${index}.options`, emptyOptions(), { shouldDirty: true });
    }
    // Likewise the parts: a V/F's statements become the items of a C/E.
    setValue(`questions.${index}.answerSpec`, specForType(type, getValues(`questions.${index}.answerSpec`)), {
      shouldDirty: true,
    });
  };

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-question={questionKey}
      className="rounded-lg border border-border bg-card shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-3">
        <div className="flex items-center gap-3">
          <h3 id={headingId} tabIndex={-1} className="text-base font-semibold outline-none focus-visible:underline">
            Questão {number}
          </h3>
          <QuestionTypeBadge type={questionType} />
        </div>
        <div className="flex items-center gap-1">
          {onMove && <MoveButtons index={index} count={count} onMove={onMove} tagged />}
          {onRemove && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Remover questão"
              title="Remover questão"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onRemove}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      </div>

      <div className="space-y-5 p-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FormField id={id("type")} label="Tipo" className="lg:col-span-2" error={errors?.questionType?.message}>
            <Controller
              control={control}
              name={`questions.${index}.questionType`}
              render={({ field }) => (
                <FormSelect
                  id={id("type")}
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    const type = (value ?? "essay") as QuestionType;
                    changeType(type);
                    field.onChange(type);
                  }}
                  choices={TYPE_CHOICES}
                  placeholder="Selecione o tipo"
                />
              )}
            />
          </FormField>
          <FormField id={id("points")} label="Pontos" error={errors?.points?.message}>
            <Controller
              control={control}
              name={`questions.${index}.points`}
              render={({ field }) => (
                <DecimalInput id={id("points")} step={0.5} min={0} aria-invalid={Boolean(errors?.points)} {...field} />
              )}
            />
          </FormField>
          <DescriptorPicker
            id={id("descriptor")}
            name={`questions.${index}.descriptor`}
            label="Descritor"
            context={curriculum}
            className="lg:col-span-2"
            error={errors?.descriptor?.message}
          />
        </div>

        <RichTextField
          id={id("text")}
          name={`questions.${index}.questionText`}
          label={`Texto da questão ${number}`}
          error={errors?.questionText?.message}
          placeholder="Digite o enunciado da questão"
          autoFocus={autoFocus}
        />
        <ExpectedAnswerField index={index} questionKey={questionKey} />

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {codeFields.map((field) => (
            <DescriptorPicker
              key={field.name}
              id={id(field.part)}
              name={`questions.${index}.${field.name}`}
              label={field.label}
              kind={field.kind}
              context={curriculum}
              error={errors?.[field.name]?.message}
            />
          ))}
        </div>

        <div className="space-y-2">
          <p className="text-sm font-medium">Imagem da questão (opcional)</p>
          {imageUrl ? (
            <div className="flex flex-wrap items-start gap-4 rounded-lg border border-border p-3">
              <img src={imageUrl} alt={`Imagem da questão ${number}`} className="max-h-48 max-w-full rounded-md object-contain" />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setValue(`questions.${index}.imageUrl`, null, { shouldDirty: true })}
              >
                <Trash2 aria-hidden />
                Remover imagem
              </Button>
            </div>
          ) : (
            <ImageUpload
              purpose="question-image"
              label="Adicionar imagem"
              compact
              onUploaded={(objectPath) => setValue(`questions.${index}.imageUrl`, objectPath, { shouldDirty: true })}
            />
          )}
          {errors?.imageUrl?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.imageUrl.message}
            </p>
          )}
        </div>

        {questionType === "multiple_choice" && (
          <OptionsEditor
            name={`questions.${index}.options`}
            idPrefix={`question-${questionKey}`}
            questionLabel={`da questão ${number}`}
          />
        )}
        {hasSpec(questionType) && (
          <SpecFields
            key={questionType}
            type={questionType}
            name={`questions.${index}.answerSpec`}
            textName={`questions.${index}.questionText`}
            idPrefix={`question-${questionKey}-spec`}
            questionLabel={`da questão ${number}`}
          />
        )}
      </div>
    </div>
  );
}
