import { z } from "zod";
import { TERM_COUNTS, TERM_KINDS } from "../terms";

const DAY_MESSAGE = "Informe o início de cada período como dd/mm (por exemplo, 01/02).";
const ORDER_MESSAGE = "Os períodos devem começar em datas crescentes dentro do ano.";

/** `dd/mm` as typed on the form, kept as `MM-DD`; 29/02 is refused, as it is not in every year. */
const startDay = z
  .string()
  .trim()
  .regex(/^\d{2}\/\d{2}$/, DAY_MESSAGE)
  .transform((text, context) => {
    const [day, month] = text.split("/").map(Number);
    const valid = month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2025, month, 0)).getUTCDate();
    if (!valid) {
      context.addIssue({ code: "custom", message: DAY_MESSAGE });
      return z.NEVER;
    }
    return `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  });

/** `PUT /api/settings/terms`. */
export const termSettingsSchema = z
  .strictObject({
    kind: z.enum(TERM_KINDS, { error: "Escolha bimestres ou trimestres." }),
    // The count is checked against the kind below; the bound keeps a hostile list short.
    starts: z.array(startDay, { error: DAY_MESSAGE }).max(12, DAY_MESSAGE),
  })
  .superRefine((value, context) => {
    if (value.starts.length !== TERM_COUNTS[value.kind])
      context.addIssue({
        code: "custom",
        path: ["starts"],
        message: `Informe o início de cada um dos ${TERM_COUNTS[value.kind]} períodos.`,
      });
    else if (value.starts.some((start, index) => index > 0 && start <= value.starts[index - 1]))
      context.addIssue({ code: "custom", path: ["starts"], message: ORDER_MESSAGE });
  });

export type TermSettingsInput = z.input<typeof termSettingsSchema>;
