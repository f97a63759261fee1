import path from "node:path";

/**
 * A feature's public face is its api.ts (its server-data hooks and types): a file under
 * client/src/features/<A>/ may import another feature's api.ts and nothing else of it. What two
 * features share goes to client/src/components/ (UI) or client/src/lib/ (helpers); pages/ and app/
 * compose features. Specifiers are resolved to files, so the `@/features/B/...` alias, a relative
 * path that climbs out of the feature and a lazy `import(...)` are all caught, which
 * no-restricted-imports (patterns only, static imports only) could not do.
 */
export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "A feature imports only the api.ts of another feature" },
    schema: [
      {
        type: "object",
        properties: { srcDir: { type: "string", description: "client/src, absolute: where `@/` points" } },
        required: ["srcDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{specifier}}' reaches into the {{feature}} feature, whose only public module is api.ts: move what both features need to components/ (UI) or lib/ (helpers).",
    },
  },
  create(context) {
    const { srcDir } = context.options[0];
    const featuresDir = path.join(srcDir, "features");

    /** The feature a file belongs to, and its path inside the feature. */
    const placeOf = (file) => {
      const [feature, ...rest] = path.relative(featuresDir, file).split(path.sep);
      if (!feature || feature === ".." || path.isAbsolute(feature)) return undefined;
      return { feature, inside: rest.join("/").replace(/\.tsx?$/, "") };
    };

    const own = placeOf(context.filename)?.feature;
    if (!own) return {};

    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const specifier = source.value;
      const target = specifier.startsWith("@/")
        ? path.join(srcDir, specifier.slice(2))
        : specifier.startsWith(".")
          ? path.resolve(path.dirname(context.filename), specifier)
          : undefined;
      const place = target && placeOf(target);
      if (!place || place.feature === own || place.inside === "api") return;
      context.report({ node: source, messageId: "internal", data: { specifier, feature: place.feature } });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
