/**
 * An abstract team portrait: head and shoulders as flat shapes, never a face.
 * Skin tone, hair or head covering, clothing and backdrop vary with the seed.
 */
import { BRAND, HEIGHT, WIDTH, circle, ellipse, n, path, rect, shade } from './core.mjs';

const SKIN = ['#f1c7a5', '#e3b08a', '#d9a47e', '#c48a62', '#a86f4c', '#8a5a3c', '#6b4430', '#553422'];
const HAIR = ['#1b1410', '#2b1d14', '#3b2a1a', '#5e4127', '#8c6239', '#b9a68f', '#d9d2c3', '#7a3b2a'];
const CLOTHES = [
  BRAND.cedar,
  BRAND.cedarDeep,
  '#1f2f45',
  '#3d5a80',
  '#7a3b2a',
  '#b3683a',
  '#2b2622',
  '#e9e2d3',
  '#4a5a52',
  '#7a4b5d',
];
const BACKDROPS = [
  ['#e9dcc3', '#d4ab6a'],
  ['#dfe7e2', '#2a6352'],
  ['#f6ecd9', '#c9a27a'],
  ['#d9e0d4', '#1f4d3f'],
  ['#efe3cc', '#b3683a'],
  ['#e3e6ea', '#3d5a80'],
];

/** A portrait's hair (or head covering) and clothes, in words. */
const HAIR_WORDS = {
  short: { en: 'with short hair', ur: 'چھوٹے بال' },
  long: { en: 'with long hair', ur: 'لمبے بال' },
  bun: { en: 'with hair in a bun', ur: 'جوڑے میں بندھے بال' },
  curly: { en: 'with curly hair', ur: 'گھنگریالے بال' },
  covered: { en: 'in a headscarf', ur: 'سر پر اسکارف' },
  bald: { en: 'with a shaved head', ur: 'منڈا ہوا سر' },
  side: { en: 'with long hair swept to one side', ur: 'ایک طرف کو سنوارے لمبے بال' },
};
const NECKLINE_WORDS = {
  crew: { en: 'a round-necked top', ur: 'گول گلے کی قمیص' },
  vee: { en: 'a V-necked top', ur: 'وی گلے کی قمیص' },
  collar: { en: 'a collared shirt', ur: 'کالر والی قمیص' },
  lapels: { en: 'a jacket over a shirt', ur: 'قمیص پر کوٹ' },
  band: { en: 'a band-collared shirt', ur: 'بند گلے کی قمیص' },
};

export function portrait(scene) {
  const [paper, accent] = scene.pick(BACKDROPS);
  const cx = WIDTH / 2 + scene.range(-120, 120);
  const headR = scene.range(125, 150);
  const headY = HEIGHT * scene.range(0.38, 0.44);
  const skin = scene.pick(SKIN);
  // Hair must stand apart from skin, or the head reads as seen from behind.
  const luminance = (hex) =>
    [1, 3, 5].reduce((sum, i, k) => sum + parseInt(hex.slice(i, i + 2), 16) * [0.3, 0.59, 0.11][k], 0);
  const hair = scene.pick(HAIR.filter((tone) => Math.abs(luminance(tone) - luminance(skin)) > 60));
  const clothes = scene.pick(CLOTHES);
  const style = scene.pick(['short', 'long', 'bun', 'curly', 'covered', 'bald', 'side', 'short', 'long']);
  const neckline = scene.pick(['crew', 'vee', 'collar', 'lapels', 'band']);
  // The backdrop: a flat wall, a large disc or arch of the accent behind the head, a soft floor band.
  let out = rect(0, 0, WIDTH, HEIGHT, paper);
  const shape = scene.int(0, 2);
  if (shape === 0) out += circle(cx + scene.range(-120, 120), headY + 40, scene.range(330, 420), shade(accent, 0.35));
  if (shape === 1)
    out += path(
      `M${n(cx - 380)},${HEIGHT} L${n(cx - 380)},${n(headY - 40)} A380,380 0 0 1 ${n(cx + 380)},${n(headY - 40)} L${n(cx + 380)},${HEIGHT} Z`,
      shade(accent, 0.4),
    );
  if (shape === 2)
    out +=
      rect(0, HEIGHT * scene.range(0.55, 0.7), WIDTH, HEIGHT, shade(accent, 0.45)) +
      circle(scene.range(150, 400), scene.range(150, 300), scene.range(60, 110), shade(accent, 0.2));
  // Shoulders and body.
  const shoulderY = headY + headR * 1.55;
  const sw = headR * scene.range(2.6, 3.1);
  const body = `M${n(cx - sw)},${HEIGHT} L${n(cx - sw)},${n(shoulderY + headR * 0.9)} Q${n(cx - sw)},${n(shoulderY)} ${n(cx - headR * 0.9)},${n(shoulderY - headR * 0.1)} L${n(cx + headR * 0.9)},${n(shoulderY - headR * 0.1)} Q${n(cx + sw)},${n(shoulderY)} ${n(cx + sw)},${n(shoulderY + headR * 0.9)} L${n(cx + sw)},${HEIGHT} Z`;
  if (style === 'long' || style === 'side')
    out += path(
      `M${n(cx - headR * 1.1)},${n(headY)} Q${n(cx - headR * 1.3)},${n(headY + headR * 2)} ${n(cx - headR * 0.9)},${n(shoulderY + headR * 0.6)} L${n(cx + headR * 0.9)},${n(shoulderY + headR * 0.6)} Q${n(cx + headR * 1.3)},${n(headY + headR * 2)} ${n(cx + headR * 1.1)},${n(headY)} Z`,
      hair,
    );
  out += rect(cx - headR * 0.42, headY + headR * 0.5, headR * 0.84, headR * 1.15, shade(skin, -0.12));
  out += path(body, clothes);
  if (neckline === 'vee')
    out += path(
      `M${n(cx - headR * 0.5)},${n(shoulderY - headR * 0.1)} L${n(cx)},${n(shoulderY + headR * 0.8)} L${n(cx + headR * 0.5)},${n(shoulderY - headR * 0.1)} Z`,
      shade(skin, -0.12),
    );
  if (neckline === 'crew') out += ellipse(cx, shoulderY - headR * 0.08, headR * 0.5, headR * 0.22, shade(skin, -0.12));
  if (neckline === 'collar')
    out += path(
      `M${n(cx - headR * 0.55)},${n(shoulderY - headR * 0.15)} L${n(cx)},${n(shoulderY + headR * 0.35)} L${n(cx + headR * 0.55)},${n(shoulderY - headR * 0.15)} L${n(cx + headR * 0.2)},${n(shoulderY + headR * 0.55)} L${n(cx)},${n(shoulderY + headR * 0.35)} L${n(cx - headR * 0.2)},${n(shoulderY + headR * 0.55)} Z`,
      scene.pick(['#f6ecd9', '#e3e6ea', '#cfe0dc']),
    );
  if (neckline === 'lapels') {
    const shirt = scene.pick(['#f6ecd9', '#e3e6ea', '#cfe0dc']);
    out += path(
      `M${n(cx - headR * 0.5)},${n(shoulderY - headR * 0.1)} L${n(cx)},${n(shoulderY + headR * 1.4)} L${n(cx + headR * 0.5)},${n(shoulderY - headR * 0.1)} Z`,
      shirt,
    );
    out += path(
      `M${n(cx - headR * 0.6)},${n(shoulderY - headR * 0.1)} L${n(cx - headR * 0.1)},${n(shoulderY + headR * 1.4)} L${n(cx - headR * 0.75)},${n(shoulderY + headR * 0.5)} Z`,
      shade(clothes, -0.2),
    );
    out += path(
      `M${n(cx + headR * 0.6)},${n(shoulderY - headR * 0.1)} L${n(cx + headR * 0.1)},${n(shoulderY + headR * 1.4)} L${n(cx + headR * 0.75)},${n(shoulderY + headR * 0.5)} Z`,
      shade(clothes, -0.2),
    );
  }
  if (neckline === 'band')
    out +=
      rect(
        cx - headR * 0.45,
        shoulderY - headR * 0.2,
        headR * 0.9,
        headR * 0.22,
        shade(clothes, 0.2),
        `rx="${n(headR * 0.1)}"`,
      ) + rect(cx - 4, shoulderY, 8, headR * 0.9, shade(clothes, 0.2));
  // The head: a plain oval, ears, then hair or a head covering.
  out +=
    ellipse(cx - headR * 0.86, headY + headR * 0.1, headR * 0.14, headR * 0.22, shade(skin, -0.06)) +
    ellipse(cx + headR * 0.86, headY + headR * 0.1, headR * 0.14, headR * 0.22, shade(skin, -0.06));
  out += ellipse(cx, headY, headR * 0.86, headR * 1.08, skin);
  const cap = (drop) =>
    path(
      `M${n(cx - headR * 0.9)},${n(headY + headR * drop)} Q${n(cx - headR * 0.95)},${n(headY - headR * 1.25)} ${n(cx)},${n(headY - headR * 1.18)} Q${n(cx + headR * 0.95)},${n(headY - headR * 1.25)} ${n(cx + headR * 0.9)},${n(headY + headR * drop)} Q${n(cx + headR * 0.6)},${n(headY - headR * 0.6)} ${n(cx)},${n(headY - headR * 0.65)} Q${n(cx - headR * 0.6)},${n(headY - headR * 0.6)} ${n(cx - headR * 0.9)},${n(headY + headR * drop)} Z`,
      hair,
    );
  if (style === 'short') out += cap(-0.1);
  if (style === 'long') out += cap(0.2);
  if (style === 'side')
    out +=
      cap(0.05) +
      path(
        `M${n(cx - headR * 0.85)},${n(headY - headR * 0.5)} Q${n(cx)},${n(headY - headR * 0.9)} ${n(cx + headR * 0.7)},${n(headY - headR * 0.35)} L${n(cx + headR * 0.2)},${n(headY - headR * 0.75)} Z`,
        hair,
      );
  if (style === 'bun')
    out += cap(-0.2) + circle(cx + headR * scene.range(-0.2, 0.2), headY - headR * 1.2, headR * 0.42, hair);
  if (style === 'curly')
    for (let k = 0; k < 9; k++) {
      const a = Math.PI + (k / 8) * Math.PI;
      out += circle(
        cx + Math.cos(a) * headR * 0.85,
        headY - headR * 0.15 + Math.sin(a) * headR * 0.95,
        headR * 0.36,
        hair,
      );
    }
  if (style === 'covered') {
    const scarf = scene.pick(['#1f2f45', BRAND.cedar, '#7a4b5d', '#e9e2d3', '#b3683a', '#2b2622']);
    out += path(
      `M${n(cx - headR * 1.05)},${n(shoulderY + headR * 0.7)} Q${n(cx - headR * 1.25)},${n(headY - headR * 1.4)} ${n(cx)},${n(headY - headR * 1.3)} Q${n(cx + headR * 1.25)},${n(headY - headR * 1.4)} ${n(cx + headR * 1.05)},${n(shoulderY + headR * 0.7)} Q${n(cx)},${n(shoulderY + headR * 1.1)} ${n(cx - headR * 1.05)},${n(shoulderY + headR * 0.7)} Z`,
      scarf,
    );
    out += ellipse(cx, headY + headR * 0.05, headR * 0.7, headR * 0.92, skin);
  }
  // A headscarf falls over the neckline, so the words leave it out.
  const [hairWords, clothesWords] = [HAIR_WORDS[style], NECKLINE_WORDS[neckline]];
  scene.describe({
    en: `Drawing of a person from the shoulders up ${hairWords.en}${style === 'covered' ? '' : `, in ${clothesWords.en}`}, the face left blank`,
    ur: `کندھوں تک ایک شخص کا خاکہ: ${hairWords.ur}${style === 'covered' ? '' : ` اور ${clothesWords.ur}`}، چہرہ خالی`,
  });
  return out;
}
