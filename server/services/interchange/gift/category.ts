/**
 * A `$CATEGORY:` line's path as tags: `$course$/top/Matemática/Frações` gives "Matemática" and
 * "Frações". Moodle starts the path with its context (`$course$`, `$system$`, `$module$`…) and
 * the context's `top` category, which say where the bank was, not what a question is about. A
 * slash inside a category's name is written `//`.
 */
export function categoryTags(path: string): string[] {
  const segments = pathSegments(path.trim());
  let first = 0;
  while (first < segments.length && /^\$[a-z0-9]*\$$/i.test(segments[first])) first++;
  if (segments[first]?.toLowerCase() === "top") first++;
  return segments.slice(first).filter((segment) => segment !== "");
}

function pathSegments(path: string): string[] {
  const segments: string[] = [];
  let segment = "";
  for (let at = 0; at < path.length; at++) {
    if (path[at] !== "/") segment += path[at];
    else if (path[at + 1] === "/") {
      segment += "/";
      at++;
    } else {
      segments.push(segment.trim());
      segment = "";
    }
  }
  segments.push(segment.trim());
  return segments;
}
