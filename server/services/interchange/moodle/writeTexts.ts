import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import { plainAnswer, textLines, type WrittenField } from "./writeFields";
import { xmlValue } from "./xmlOut";

/** Moodle's questions answered by typing: short answer, numerical, essay. */

/** `usecase` 1 when ours compares exactly (Moodle compares case only). */
export const shortAnswerLines = (spec: AnswerSpecOf<"short_answer">) => [
  `    <usecase>${spec.exact ? 1 : 0}</usecase>`,
  ...spec.accepted.flatMap((answer) => plainAnswer(answer)),
];

/** The value with its absolute tolerance; a unit is Moodle's unit of multiplier 1, optional in the answer. */
export const numericalLines = (spec: AnswerSpecOf<"numeric">) => [
  ...plainAnswer(String(spec.value), [`      <tolerance>${spec.tolerance}</tolerance>`]),
  ...(spec.unit
    ? [
        `    <units>`,
        `      <unit>`,
        `        <multiplier>1</multiplier>`,
        `        <unit_name>${xmlValue(spec.unit)}</unit_name>`,
        `      </unit>`,
        `    </units>`,
      ]
    : []),
  `    <unitgradingtype>0</unitgradingtype>`,
  `    <unitpenalty>0.1000000</unitpenalty>`,
  `    <showunits>${spec.unit ? 0 : 3}</showunits>`,
  `    <unitsleft>0</unitsleft>`,
];

export const essayLines = (expected: WrittenField) => [
  `    <responseformat>editor</responseformat>`,
  `    <responserequired>1</responserequired>`,
  `    <responsefieldlines>15</responsefieldlines>`,
  `    <minwordlimit></minwordlimit>`,
  `    <maxwordlimit></maxwordlimit>`,
  `    <attachments>0</attachments>`,
  `    <attachmentsrequired>0</attachmentsrequired>`,
  `    <maxbytes>0</maxbytes>`,
  `    <filetypeslist></filetypeslist>`,
  `    <graderinfo format="html">`,
  ...textLines(expected, "      "),
  `    </graderinfo>`,
  `    <responsetemplate format="html">`,
  `      <text></text>`,
  `    </responsetemplate>`,
];
