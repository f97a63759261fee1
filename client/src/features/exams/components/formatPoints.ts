const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** '1 ponto', '1,5 pontos', '0 pontos'. */
export function formatPoints(points: number): string {
  return `${number.format(points)} ${points === 1 ? "ponto" : "pontos"}`;
}
