import { GRADE_LEVEL_CATEGORIES, LIMITS } from "@shared/constants";
import { associationSchema, classSchema, gradeLevelSchema, schoolSchema, unionSchema } from "@shared/schemas/organizations";
import type { Association, GradeLevel, School, SchoolClass, Union } from "@shared/types/organizations";
import {
  associationsQuery,
  gradeLevelsQuery,
  schoolsQuery,
  unionsQuery,
  useCreateAssociation,
  useCreateClass,
  useCreateGradeLevel,
  useCreateSchool,
  useCreateUnion,
  useUpdateAssociation,
  useUpdateClass,
  useUpdateGradeLevel,
  useUpdateSchool,
  useUpdateUnion,
} from "../../api";
import { associationMessages, classMessages, gradeLevelMessages, schoolMessages, unionMessages } from "../../messages";
import { organizationForm } from "./formDescription";
import { useListChoices } from "./listChoices";

// Every kind has a name, and most a free description; the DOM ids start with the kind.
const nameField = (kind: string) => ({ name: "name", id: `${kind}-name`, label: "Nome", kind: "text", required: true }) as const;
const descriptionField = (kind: string) =>
  ({ name: "description", id: `${kind}-description`, label: "Descrição", kind: "textarea" }) as const;

// The lists a select may offer, each item under the words the cards use.
const useUnionChoices = () => useListChoices(unionsQuery(), (union: Union) => union.name);
const useAssociationChoices = () => useListChoices(associationsQuery(), (association: Association) => association.name);
const useSchoolChoices = () => useListChoices(schoolsQuery(), (school: School) => school.name);
const useGradeLevelChoices = () =>
  useListChoices(gradeLevelsQuery(), (gradeLevel: GradeLevel) => `${gradeLevel.name} - ${gradeLevel.category}`);

export const unionForm = organizationForm({
  title: { create: "Nova União", edit: "Editar União" },
  description: "Uma união reúne associações.",
  schema: unionSchema,
  blank: () => ({ name: "", description: "" }),
  valuesOf: (union: Union) => ({ name: union.name, description: union.description ?? "" }),
  rows: [nameField("union"), descriptionField("union")],
  messages: unionMessages,
  useCreate: useCreateUnion,
  useUpdate: useUpdateUnion,
});

export const associationForm = organizationForm({
  title: { create: "Nova Associação", edit: "Editar Associação" },
  description: "Uma associação reúne escolas e pode pertencer a uma união.",
  schema: associationSchema,
  blank: () => ({ name: "", description: "", unionId: null }),
  valuesOf: (association: Association) => ({
    name: association.name,
    description: association.description ?? "",
    unionId: association.unionId,
  }),
  rows: [
    nameField("association"),
    descriptionField("association"),
    {
      name: "unionId",
      id: "association-union",
      label: "União",
      kind: "query-select",
      useChoices: useUnionChoices,
      placeholder: "Selecione a união",
      emptyText: "Nenhuma união cadastrada",
      noneLabel: "Nenhuma",
    },
  ],
  messages: associationMessages,
  useCreate: useCreateAssociation,
  useUpdate: useUpdateAssociation,
});

export const schoolForm = organizationForm({
  title: { create: "Nova Escola", edit: "Editar Escola" },
  description: "Toda escola pertence a uma associação.",
  schema: schoolSchema,
  blank: () => ({ name: "", associationId: "", address: "", phone: "", email: "" }),
  valuesOf: (school: School) => ({
    name: school.name,
    associationId: school.associationId,
    address: school.address ?? "",
    phone: school.phone ?? "",
    email: school.email ?? "",
  }),
  rows: [
    nameField("school"),
    {
      name: "associationId",
      id: "school-association",
      label: "Associação",
      kind: "query-select",
      required: true,
      useChoices: useAssociationChoices,
      placeholder: "Selecione a associação",
      emptyText: "Crie uma associação primeiro",
    },
    { name: "address", id: "school-address", label: "Endereço", kind: "text" },
    [
      { name: "phone", id: "school-phone", label: "Telefone", kind: "text", type: "tel" },
      { name: "email", id: "school-email", label: "Email", kind: "text", type: "email" },
    ],
  ],
  messages: schoolMessages,
  useCreate: useCreateSchool,
  useUpdate: useUpdateSchool,
});

export const gradeLevelForm = organizationForm({
  title: { create: "Novo Nível", edit: "Editar Nível" },
  description: "Um nível de ensino agrupa as turmas de uma mesma série.",
  schema: gradeLevelSchema,
  // No category until one is chosen, so a forgotten choice shows 'Categoria é obrigatória'.
  blank: () => ({ name: "", description: "" }),
  valuesOf: (gradeLevel: GradeLevel) => ({
    name: gradeLevel.name,
    category: gradeLevel.category,
    description: gradeLevel.description ?? "",
  }),
  rows: [
    nameField("grade-level"),
    {
      name: "category",
      id: "grade-level-category",
      label: "Categoria",
      kind: "select",
      required: true,
      options: GRADE_LEVEL_CATEGORIES.map((category) => ({ value: category, label: category })),
      placeholder: "Selecione a categoria",
    },
    descriptionField("grade-level"),
  ],
  messages: gradeLevelMessages,
  useCreate: useCreateGradeLevel,
  useUpdate: useUpdateGradeLevel,
});

export const classForm = organizationForm({
  title: { create: "Nova Turma", edit: "Editar Turma" },
  description: "Uma turma é de uma escola e de um nível de ensino, num ano letivo.",
  schema: classSchema,
  // The school year starts as the current one, taken when the dialog opens.
  blank: () => ({ name: "", schoolId: "", gradeLevelId: "", year: new Date().getFullYear() }),
  valuesOf: ({ name, schoolId, gradeLevelId, year }: SchoolClass) => ({ name, schoolId, gradeLevelId, year }),
  rows: [
    nameField("class"),
    {
      name: "schoolId",
      id: "class-school",
      label: "Escola",
      kind: "query-select",
      required: true,
      useChoices: useSchoolChoices,
      placeholder: "Selecione a escola",
      emptyText: "Crie uma escola primeiro",
    },
    {
      name: "gradeLevelId",
      id: "class-grade-level",
      label: "Nível de ensino",
      kind: "query-select",
      required: true,
      useChoices: useGradeLevelChoices,
      placeholder: "Selecione o nível de ensino",
      emptyText: "Crie um nível de ensino primeiro",
    },
    { name: "year", id: "class-year", label: "Ano letivo", kind: "integer", min: LIMITS.classYearMin, required: true },
  ],
  messages: classMessages,
  useCreate: useCreateClass,
  useUpdate: useUpdateClass,
});
