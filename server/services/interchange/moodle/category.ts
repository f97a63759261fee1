/**
 * Moodle's category paths (`$course$/top/Matemática/Frações`). A `/` inside a category's name is
 * written doubled. Each category below the context's own becomes a tag of the questions that follow.
 */

/** The context and its root, which name no subject: `$course$`, `top`, "Padrão para 5º ano A". */
const isContext = (segment: string) =>
  /^\$[a-z]+\$$/.test(segment) || segment === "top" || segment.startsWith("Padrão para ") || segment.startsWith("Default for ");

function segmentsOf(path: string): string[] {
  const segments: string[] = [];
  let current = "";
  let from = 0;
  for (let at = 0; at < path.length; at++) {
    if (path[at] !== "/") continue;
    current += path.slice(from, at);
    if (path[at + 1] === "/") {
      current += "/";
      at++;
    } else {
      segments.push(current);
      current = "";
    }
    from = at + 1;
  }
  segments.push(current + path.slice(from));
  return segments;
}

export const categoryTags = (path: string): string[] =>
  segmentsOf(path)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== "" && !isContext(segment));

/** The path of a category named `title` at the top of the course's questions. */
export const categoryPath = (title: string) => `$course$/top/${title.replaceAll("/", "//")}`;
