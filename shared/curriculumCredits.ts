/**
 * The attribution the curriculum catalogue's licences ask for (CC BY 4.0; see NOTICE and
 * curriculum/README.md), shown wherever the app credits its sources.
 */
export const CURRICULUM_CREDITS =
  "Créditos: habilidades da BNCC de bncc.dev (mantido pela Profy) e descritores SAEB de Matemática do projeto OBAMA (UFRN/IMD), " +
  "ambos sob licença CC BY 4.0; descritores SAEB de Língua Portuguesa das Matrizes de Referência do INEP.";
