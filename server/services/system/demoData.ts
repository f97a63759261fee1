import type { GradeLevelCategory, Role } from "../../../shared/constants";

export const DEMO_UNION = {
  name: "União Educacional do Sudeste",
  description: "Rede de associações de escolas de São Paulo e Minas Gerais.",
};

export const DEMO_ASSOCIATION = {
  name: "Associação Paulista de Ensino",
  description: "Escolas da capital e da região metropolitana de São Paulo.",
};

export const DEMO_SCHOOLS = [
  {
    key: "lobato",
    name: "Escola Monteiro Lobato",
    address: "Rua das Palmeiras, 120 - Vila Mariana, São Paulo - SP",
    phone: "(11) 3456-7890",
    email: "secretaria@monteirolobato.demo.escola.br",
  },
  {
    key: "meireles",
    name: "Colégio Cecília Meireles",
    address: "Avenida Brasil, 2450 - Centro, Santo André - SP",
    phone: "(11) 4421-3300",
    email: "contato@ceciliameireles.demo.escola.br",
  },
] as const;

type SchoolKey = (typeof DEMO_SCHOOLS)[number]["key"];

export interface DemoUser {
  username: string;
  email: string;
  password: string;
  role: Role;
  /** The schools they belong to, by key; an administrator is network-wide. */
  schools: readonly SchoolKey[];
}

/**
 * What someone trying the product on their own machine finds: a network administrator, a
 * principal of both schools, and in each school a coordinator and two professors, so that signing
 * in as one or another shows what each school keeps to itself. The passwords are public on
 * purpose (the login page lists them); demo mode is never on in production.
 */
export const DEMO_USERS: ReadonlyArray<DemoUser> = [
  { username: "Administrador Demo", email: "admin@demo.escola.br", password: "admin123", role: "admin", schools: [] },
  {
    username: "Diretora Helena Souza",
    email: "diretor@demo.escola.br",
    password: "diretor123",
    role: "diretor",
    schools: ["lobato", "meireles"],
  },
  {
    username: "Coordenador Paulo Lima",
    email: "coordenador@demo.escola.br",
    password: "coord123",
    role: "coordenador",
    schools: ["lobato"],
  },
  {
    username: "Professora Ana Ribeiro",
    email: "professor@demo.escola.br",
    password: "prof123",
    role: "professor",
    schools: ["lobato"],
  },
  {
    username: "Professor Bruno Almeida",
    email: "bruno.almeida@demo.escola.br",
    password: "prof123",
    role: "professor",
    schools: ["lobato"],
  },
  {
    username: "Coordenadora Marina Costa",
    email: "coordenadora.meireles@demo.escola.br",
    password: "coord123",
    role: "coordenador",
    schools: ["meireles"],
  },
  {
    username: "Professora Carla Mendes",
    email: "carla.mendes@demo.escola.br",
    password: "prof123",
    role: "professor",
    schools: ["meireles"],
  },
  {
    username: "Professor Diego Santos",
    email: "diego.santos@demo.escola.br",
    password: "prof123",
    role: "professor",
    schools: ["meireles"],
  },
];

export const DEMO_GRADE_LEVELS: ReadonlyArray<{ key: string; name: string; category: GradeLevelCategory; description: string }> =
  [
    { key: "5ef", name: "5º Ano", category: "Ensino Fundamental I", description: "Último ano dos anos iniciais" },
    { key: "9ef", name: "9º Ano", category: "Ensino Fundamental II", description: "Último ano dos anos finais" },
    { key: "1em", name: "1ª Série", category: "Ensino Médio", description: "Primeiro ano do ensino médio" },
    { key: "3em", name: "3ª Série", category: "Ensino Médio", description: "Ano de preparação para o ENEM" },
  ];

export const DEMO_CLASSES: ReadonlyArray<{ name: string; school: string; gradeLevel: string }> = [
  { name: "5º Ano A", school: "lobato", gradeLevel: "5ef" },
  { name: "5º Ano B", school: "lobato", gradeLevel: "5ef" },
  { name: "9º Ano A", school: "lobato", gradeLevel: "9ef" },
  { name: "1ª Série A", school: "meireles", gradeLevel: "1em" },
  { name: "3ª Série A", school: "meireles", gradeLevel: "3em" },
];

export const DEMO_ORGANIZATION = {
  union: DEMO_UNION,
  association: DEMO_ASSOCIATION,
  schools: DEMO_SCHOOLS,
  gradeLevels: DEMO_GRADE_LEVELS,
  classes: DEMO_CLASSES,
};
