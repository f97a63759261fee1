import { Trash2 } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/FormField";
import { ImageUpload } from "@/components/ImageUpload";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api";
import { CheckboxField } from "./CheckboxField";
import { PrintedHeaderFields } from "./PrintedHeaderFields";
import type { ExamFormValues, HeaderFlag } from "./examFormValues";

const FLAGS: Array<{ name: HeaderFlag; label: string }> = [
  { name: "showLogo", label: "Logo da escola" },
  { name: "showSchoolName", label: "Nome da escola" },
  { name: "showStudentName", label: "Nome do aluno" },
  { name: "showGrade", label: "Série" },
  { name: "showClass", label: "Turma" },
  { name: "showExamCode", label: "Código da prova" },
  { name: "showDate", label: "Data" },
  { name: "showTeacher", label: "Professor(a)" },
  { name: "showScoreBoxes", label: "Valor e nota" },
  { name: "showInstructions", label: "Instruções" },
];

const TEXT_FIELDS = [
  { name: "schoolName", id: "header-school-name", label: "Nome da escola" },
  { name: "studentName", id: "header-student-name", label: "Nome do aluno" },
  { name: "studentGrade", id: "header-student-grade", label: "Série do aluno" },
  { name: "studentClass", id: "header-student-class", label: "Turma do aluno" },
] as const;

/** 'Cabeçalho': what is printed at the top of the exam (docs/product.md#73-creating-an-exam). */
export function HeaderOptionsFields() {
  const { control, register, setValue, formState } = useFormContext<ExamFormValues>();
  const { errors } = formState;
  const logo = useWatch({ control, name: "schoolLogo" });

  const saveLogo = (objectPath: string) => {
    setValue("schoolLogo", objectPath, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    // Students and other staff see the exam too, so the logo must be readable by them (docs/architecture.md#9-uploads-and-object-storage:
    // a failure here is only logged; the owner still sees the logo and can save the exam).
    api.put("/api/logos", { logoURL: objectPath }).catch((error: unknown) => {
      console.warn("Não foi possível liberar o acesso ao logo", error);
    });
  };

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm font-medium">Logo da escola</p>
        {logo ? (
          <div className="flex items-center gap-4 rounded-lg border border-border p-3">
            <img src={logo} alt="Logo da escola enviado" className="h-16 w-auto max-w-40 rounded object-contain" />
            <Button type="button" variant="ghost" size="sm" onClick={() => setValue("schoolLogo", null, { shouldDirty: true })}>
              <Trash2 aria-hidden />
              Remover logo
            </Button>
          </div>
        ) : (
          <ImageUpload purpose="logo" label="Enviar logo" onUploaded={saveLogo} compact />
        )}
        {errors.schoolLogo?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.schoolLogo.message}
          </p>
        )}
      </div>

      {TEXT_FIELDS.map((field) => (
        <FormField key={field.name} id={field.id} label={field.label} error={errors[field.name]?.message}>
          <Input id={field.id} autoComplete="off" aria-invalid={Boolean(errors[field.name])} {...register(field.name)} />
        </FormField>
      ))}

      <PrintedHeaderFields />

      <fieldset>
        <legend className="mb-3 text-sm font-medium">Exibir no cabeçalho</legend>
        <div className="grid grid-cols-2 gap-3">
          {FLAGS.map((flag) => (
            <CheckboxField key={flag.name} id={`header-${flag.name}`} name={flag.name} label={flag.label} />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
