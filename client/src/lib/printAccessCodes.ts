import type { SchoolClass } from "@shared/types/organizations";
import type { Student } from "@shared/types/students";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

/** The class list with each student's access code, opened for printing so the teacher can hand them out. */
export function printAccessCodes(schoolClass: SchoolClass, students: Student[]) {
  const rows = students
    .map(
      (student) =>
        `<tr><td>${escape(student.name)}</td><td>${escape(student.registrationNumber ?? "")}</td><td class="code">${student.accessCode}</td></tr>`,
    )
    .join("");
  const page = window.open("", "_blank");
  if (!page) return;
  page.document
    .write(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Códigos de acesso — ${escape(schoolClass.name)}</title>
<style>body{font:12pt Arial,sans-serif;margin:15mm}h1{font-size:16pt}table{border-collapse:collapse;width:100%}th,td{border:1px solid #000;padding:6px 8px;text-align:left}.code{font:bold 14pt monospace;letter-spacing:3px}</style>
</head><body><h1>${escape(schoolClass.name)} — ${escape(schoolClass.schoolName)}</h1><p>Códigos de acesso para as provas online</p>
<table><thead><tr><th>Aluno</th><th>Matrícula</th><th>Código</th></tr></thead><tbody>${rows}</tbody></table></body></html>`);
  page.document.close();
  setTimeout(() => page.print(), 500);
}
