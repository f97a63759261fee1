/** The toasts of docs/product.md#10-organisations, word for word. */

export interface SaveMessages {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}

export interface RemoveMessages {
  removed: string;
  removeFailed: string;
}

export type ItemMessages = SaveMessages & RemoveMessages;

export const unionMessages: ItemMessages = {
  created: "União criada com sucesso!",
  updated: "União atualizada com sucesso!",
  removed: "União removida com sucesso!",
  createFailed: "Falha ao criar união.",
  updateFailed: "Falha ao atualizar união.",
  removeFailed: "Falha ao remover união.",
};

/** The unions page (docs/product.md#101-unions-and-associations) words its failures its own way. */
export const unionsPageMessages: ItemMessages = {
  ...unionMessages,
  createFailed: "Erro ao criar união. Tente novamente.",
  updateFailed: "Erro ao atualizar união. Tente novamente.",
  removeFailed: "Erro ao excluir união. Tente novamente.",
};

export const associationMessages: ItemMessages = {
  created: "Associação criada com sucesso!",
  updated: "Associação atualizada com sucesso!",
  removed: "Associação removida com sucesso!",
  createFailed: "Falha ao criar associação.",
  updateFailed: "Falha ao atualizar associação.",
  removeFailed: "Falha ao remover associação.",
};

export const schoolMessages: ItemMessages = {
  created: "Escola criada com sucesso!",
  updated: "Escola atualizada com sucesso!",
  removed: "Escola removida com sucesso!",
  createFailed: "Falha ao criar escola.",
  updateFailed: "Falha ao atualizar escola.",
  removeFailed: "Falha ao remover escola.",
};

/** Grade levels are created and edited, never removed, on this screen. */
export const gradeLevelMessages: SaveMessages = {
  created: "Nível de ensino criado com sucesso!",
  updated: "Nível de ensino atualizado com sucesso!",
  createFailed: "Falha ao criar nível de ensino.",
  updateFailed: "Falha ao atualizar nível de ensino.",
};

export const classMessages: ItemMessages = {
  created: "Turma criada com sucesso!",
  updated: "Turma atualizada com sucesso!",
  removed: "Turma removida com sucesso!",
  createFailed: "Falha ao criar turma.",
  updateFailed: "Falha ao atualizar turma.",
  removeFailed: "Falha ao remover turma.",
};

// RosterImportButton still reads it from here; the other screens take it from lib/format.
export { countLabel } from "@/lib/format";
