import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, SUBJECTS_BY_CATEGORY, type DifficultyLevel } from "@shared/constants";
import { DEFAULT_GRADE_SCALE, GRADE_ROUNDING_LABELS, GRADE_ROUNDINGS, MAX_GRADES, type GradeRounding } from "@shared/grades";
import { DateTimeField } from "@/components/DateTimeField";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { classesQuery, gradeLevelsQuery, schoolsQuery } from "@/features/organizations/api";
import { CheckboxField } from "./CheckboxField";
import { ChoiceField } from "./ChoiceField";
import type { ExamFormValues } from "./examFormValues";
import { FormSelect } from "@/components/FormSelect";
import { SwitchField } from "./SwitchField";

const DIFFICULTY_CHOICES = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: DIFFICULTY_LABELS[level] }));
const MAX_GRADE_CHOICES = MAX_GRADES.map((grade) => ({ value: String(grade), label: `De 0 a ${grade}` }));
const ROUNDING_CHOICES = GRADE_ROUNDINGS.map((rounding) => ({ value: rounding, label: GRADE_ROUNDING_LABELS[rounding] }));

/** The placeholder of a select fed by a list that may still be loading, have failed or be empty. */
function listHint(list: { isPending: boolean; isError: boolean; data?: unknown[] }, empty: string, ready: string) {
  if (list.isPending) return "Carregando...";
  if (list.isError) return "Não foi possível carregar as opções";
  return list.data?.length ? ready : empty;
}

/** 'Informações da Prova': what the exam is, for whom, and when and how it is applied. */
export function ExamDetailsFields() {
  const { control, register, setValue, getValues, formState } = useFormContext<ExamFormValues>();
  const { errors, isSubmitted } = formState;
  const [gradeLevelId, schoolId, subject] = useWatch({ control, name: ["gradeLevelId", "schoolId", "subject"] });

  const schools = useQuery(schoolsQuery());
  const gradeLevels = useQuery(gradeLevelsQuery());
  const classes = useQuery({ ...classesQuery({ schoolId }), enabled: Boolean(schoolId) });

  const gradeLevel = gradeLevels.data?.find((level) => level.id === gradeLevelId);
  const subjects = gradeLevel ? [...SUBJECTS_BY_CATEGORY[gradeLevel.category]] : [];
  // A subject outside the category's list (an older draft) still shows instead of a blank box.
  if (subject && gradeLevel && !subjects.includes(subject)) subjects.push(subject);

  const revalidate = { shouldValidate: isSubmitted, shouldDirty: true };

  const chooseSchool = (id: string) => {
    if (id === getValues("schoolId")) return;
    const previous = schools.data?.find((school) => school.id === getValues("schoolId"));
    const next = schools.data?.find((school) => school.id === id);
    // The header's school name follows the school until the user types one of their own.
    const headerName = getValues("schoolName").trim();
    if (next && (!headerName || headerName === previous?.name)) setValue("schoolName", next.name, { shouldDirty: true });
    setValue("classId", null, revalidate);
  };

  // A class belongs to one grade level (and school): picking it fills those the user left empty.
  const chooseClass = (id: string | null) => {
    const picked = classes.data?.find((item) => item.id === id);
    if (!picked) return;
    if (!getValues("gradeLevelId")) setValue("gradeLevelId", picked.gradeLevelId, revalidate);
    if (!getValues("schoolId")) setValue("schoolId", picked.schoolId, revalidate);
  };

  return (
    <div className="space-y-5">
      <FormField id="exam-title" label="Título da Prova" error={errors.title?.message}>
        <Input
          id="exam-title"
          autoComplete="off"
          placeholder="Ex.: Avaliação Bimestral de Matemática"
          aria-invalid={Boolean(errors.title)}
          {...register("title")}
        />
      </FormField>

      <FormField id="exam-description" label="Descrição (opcional)" error={errors.description?.message}>
        <Textarea
          id="exam-description"
          rows={3}
          placeholder="Instruções ou conteúdos avaliados"
          aria-invalid={Boolean(errors.description)}
          {...register("description")}
        />
      </FormField>

      <div className="grid gap-5 md:grid-cols-2">
        <FormField id="exam-school" label="Escola" error={errors.schoolId?.message}>
          <Controller
            control={control}
            name="schoolId"
            render={({ field }) => (
              <FormSelect
                id="exam-school"
                ref={field.ref}
                value={field.value}
                onChange={(id) => {
                  chooseSchool(id ?? "");
                  field.onChange(id ?? "");
                }}
                choices={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
                placeholder={listHint(schools, "Nenhuma escola cadastrada", "Selecione a escola")}
                invalid={Boolean(errors.schoolId)}
              />
            )}
          />
        </FormField>

        <FormField id="exam-class" label="Turma (opcional)" error={errors.classId?.message}>
          <Controller
            control={control}
            name="classId"
            render={({ field }) => (
              <FormSelect
                id="exam-class"
                ref={field.ref}
                value={field.value}
                onChange={(id) => {
                  chooseClass(id);
                  field.onChange(id);
                }}
                choices={(classes.data ?? []).map((item) => ({ value: item.id, label: `${item.name} (${item.year})` }))}
                placeholder={schoolId ? "Carregando..." : "Selecione a escola primeiro"}
                noneLabel={schoolId && !classes.isPending ? "Nenhuma" : undefined}
                disabled={!schoolId}
                invalid={Boolean(errors.classId)}
              />
            )}
          />
        </FormField>

        <FormField id="exam-grade-level" label="Série" error={errors.gradeLevelId?.message}>
          <Controller
            control={control}
            name="gradeLevelId"
            render={({ field }) => (
              <FormSelect
                id="exam-grade-level"
                ref={field.ref}
                value={field.value}
                onChange={(id) => {
                  // Subjects depend on the grade level's category (docs/product.md#73-creating-an-exam).
                  if (id !== field.value) setValue("subject", "", revalidate);
                  field.onChange(id ?? "");
                }}
                choices={(gradeLevels.data ?? []).map((level) => ({
                  value: level.id,
                  label: `${level.name} – ${level.category}`,
                }))}
                placeholder={listHint(gradeLevels, "Nenhum nível de ensino cadastrado", "Selecione a série")}
                invalid={Boolean(errors.gradeLevelId)}
              />
            )}
          />
        </FormField>

        <FormField id="exam-subject" label="Matéria" error={errors.subject?.message}>
          <Controller
            control={control}
            name="subject"
            render={({ field }) => (
              <FormSelect
                id="exam-subject"
                ref={field.ref}
                value={field.value}
                onChange={(value) => field.onChange(value ?? "")}
                choices={subjects.map((name) => ({ value: name, label: name }))}
                placeholder={gradeLevel ? "Selecione a matéria" : "Selecione a série primeiro"}
                disabled={!gradeLevel}
                invalid={Boolean(errors.subject)}
              />
            )}
          />
        </FormField>

        <ChoiceField
          name="difficultyLevel"
          id="exam-difficulty"
          label="Dificuldade"
          choices={DIFFICULTY_CHOICES}
          placeholder="Selecione a dificuldade"
          parse={(value) => (value ?? "medium") as DifficultyLevel}
        />
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <ChoiceField
          name="maxGrade"
          id="exam-max-grade"
          label="Nota máxima"
          choices={MAX_GRADE_CHOICES}
          placeholder="Selecione a nota máxima"
          parse={(value) => (value === "100" ? 100 : 10)}
        />
        <ChoiceField
          name="gradeRounding"
          id="exam-grade-rounding"
          label="Arredondamento da nota"
          choices={ROUNDING_CHOICES}
          placeholder="Selecione o arredondamento"
          parse={(value) => (value ?? DEFAULT_GRADE_SCALE.rounding) as GradeRounding}
        />
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <FormField id="exam-start" label="Início da aplicação (opcional)" error={errors.applicationStart?.message}>
          <Controller
            control={control}
            name="applicationStart"
            rules={{ deps: ["applicationEnd"] }}
            render={({ field }) => (
              <DateTimeField id="exam-start" label="Início da aplicação" invalid={Boolean(errors.applicationStart)} {...field} />
            )}
          />
        </FormField>
        <FormField id="exam-end" label="Fim da aplicação (opcional)" error={errors.applicationEnd?.message}>
          <Controller
            control={control}
            name="applicationEnd"
            render={({ field }) => (
              <DateTimeField id="exam-end" label="Fim da aplicação" invalid={Boolean(errors.applicationEnd)} {...field} />
            )}
          />
        </FormField>
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-medium">Formato de aplicação</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckboxField
            id="exam-online"
            name="isOnline"
            label="Prova online"
            description="Os alunos respondem pelo navegador."
          />
          <CheckboxField
            id="exam-printable"
            name="isPrintable"
            label="Prova para impressão"
            description="Disponível para imprimir ou exportar em PDF."
          />
        </div>
      </fieldset>

      <SwitchField
        id="exam-shared"
        name="sharedWithSchool"
        label="Compartilhar com a escola"
        description="Colegas da escola podem ver e duplicar esta prova, mas não alterá-la."
      />
    </div>
  );
}
