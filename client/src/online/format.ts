const numberFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** `7,5`: scores may have halves. */
export const formatNumber = (value: number) => numberFormat.format(value);
