/** Small helpers the results and reports compute their figures with. */

export const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The average, or null for none. */
export const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/** Names and codes as people order them: 'Turma 2' before 'Turma 10', 'D2' before 'D10', accents aside. */
export const naturalOrder = (a: string, b: string) => a.localeCompare(b, "pt-BR", { numeric: true, sensitivity: "base" });

/** A rate of 0 to 1 as a percentage to one decimal (0,667 → 66,7), as the workbooks show it. */
export const ratePercent = (rate: number | null) => (rate === null ? null : roundTo(rate * 100, 1));
