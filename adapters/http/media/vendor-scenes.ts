// Still lifes for vendor portfolios: camera, cake, bouquet, reception table, guitar.
import {
  type SceneArtist,
  type SceneContext,
  haze,
  hills,
  linear,
  meadow,
  mx,
  nearOak,
  round,
  sky,
  stringLights,
} from './scene-kit.js';

const BLOOMS = [
  ['#f2c7c0', '#e58f86', '#fbf5ef'],
  ['#f6d28a', '#e59a5b', '#fbf2e2'],
  ['#fbf6f1', '#f2d0d6', '#e9e3f0'],
  ['#d9808f', '#8f3e55', '#f5d7c8'],
  ['#fbf6f1', '#f4b8c4', '#c8d8f0'],
];
const SAGE = '#7f9a6e';

/** Landscape softened behind a still life, with a table or stage surface in front. */
function backdrop(ctx: SceneContext, surface: 'linen' | 'wood'): string {
  const colors = surface === 'linen' ? ['#f7f2e8', '#e4dac8'] : ['#9a6a42', '#5e3d24'];
  ctx.def('surf', linear('surf', colors));
  const grain =
    surface === 'wood'
      ? '<path d="M0 640H1200M0 700H1200M0 770H1200" stroke="#3b2616" stroke-width="3" opacity=".35"/>'
      : '<path d="M0 590H1200" stroke="#fff" stroke-width="4" opacity=".7"/>';
  return sky(ctx) + hills(ctx, 470, 3) + haze(ctx, 0.4) + `<rect y="585" width="1200" height="215" fill="url(#surf)"/>` + grain;
}

function flower(x: number, y: number, r: number, petal: string, centre: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${petal}"/>` +
    `<path d="M${x - r * 0.5} ${y}A${r * 0.5} ${r * 0.5} 0 1 1 ${x} ${y + r * 0.5}" fill="none" stroke="${centre}" stroke-width="${Math.max(2, round(r / 8))}" opacity=".6"/>`
  );
}

function leaf(x: number, y: number, angle: number, size: number, color = SAGE): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${round(size / 2.6)}" fill="${color}" transform="rotate(${angle} ${x} ${y})"/>`;
}

const camera: SceneArtist = (ctx) => {
  const { palette: p } = ctx;
  const chrome = '#cfcfc9';
  ctx.def('glass', '<radialGradient id="glass" cx=".4" cy=".35"><stop offset="0" stop-color="#8fa8d8"/><stop offset=".5" stop-color="#3a3f6e"/><stop offset="1" stop-color="#101018"/></radialGradient>');
  const px = mx(ctx, 930);
  return (
    backdrop(ctx, 'wood') +
    `<g transform="rotate(${ctx.flip ? 10 : -10} ${px} 700)"><rect x="${px - 90}" y="630" width="180" height="130" fill="#fbf8f1"/><rect x="${px - 78}" y="642" width="156" height="90" fill="${p.sky[1]}"/><path d="M${px - 78} 732V700Q${px - 30} 670 ${px + 10} 690T${px + 78} 684V732Z" fill="${p.hills[2]}"/></g>` +
    '<ellipse cx="600" cy="662" rx="240" ry="20" fill="#000" opacity=".25"/>' +
    '<path d="M430 560C330 620 330 720 460 780M770 560C870 620 880 720 760 790" stroke="#7a4a2a" stroke-width="14" fill="none"/>' +
    '<rect x="420" y="480" width="360" height="175" rx="18" fill="#2a2a2a"/>' +
    '<rect x="420" y="522" width="360" height="100" fill="#3d352e"/>' +
    `<rect x="420" y="480" width="360" height="42" rx="14" fill="${chrome}"/><rect x="420" y="622" width="360" height="33" rx="10" fill="${chrome}"/>` +
    `<path d="M540 482L562 428H638L660 482Z" fill="${chrome}"/><rect x="566" y="440" width="68" height="14" fill="#2a2a2a"/>` +
    `<circle cx="474" cy="474" r="20" fill="${chrome}" stroke="#8a8a85" stroke-width="3"/><circle cx="728" cy="472" r="22" fill="${chrome}" stroke="#8a8a85" stroke-width="3"/><circle cx="690" cy="468" r="8" fill="#3a3a3a"/>` +
    '<rect x="688" y="500" width="60" height="16" rx="4" fill="#3a4a5a"/>' +
    `<circle cx="600" cy="575" r="104" fill="#1c1c1c"/><circle cx="600" cy="575" r="86" fill="#a5a59f"/><circle cx="600" cy="575" r="72" fill="#222"/>` +
    '<circle cx="600" cy="575" r="54" fill="url(#glass)"/>' +
    '<ellipse cx="578" cy="552" rx="18" ry="10" fill="#fff" opacity=".55" transform="rotate(-30 578 552)"/><circle cx="622" cy="598" r="6" fill="#fff" opacity=".3"/>' +
    `<g transform="translate(${mx(ctx, 270)} 690)">${leaf(0, 0, -20, 40)}${leaf(30, -20, 30, 34)}${flower(10, -10, 24, BLOOMS[ctx.variant - 1][0], BLOOMS[ctx.variant - 1][1])}</g>`
  );
};

const cake: SceneArtist = (ctx) => {
  const [a, b, c] = BLOOMS[ctx.variant - 1];
  const naked = ctx.variant % 2 === 0;
  ctx.def('icing', linear('icing', naked ? ['#e2b27c', '#c68d55'] : ['#fffdf8', '#e8dfd0'], false));
  const tier = (x0: number, x1: number, y0: number, y1: number) => {
    const cx = (x0 + x1) / 2;
    const rx = (x1 - x0) / 2;
    let out = `<path d="M${x0} ${y0}V${y1}A${rx} 16 0 0 0 ${x1} ${y1}V${y0}Z" fill="url(#icing)"/>`;
    if (naked) {
      for (let y = y0 + 30; y < y1; y += 40) out += `<path d="M${x0} ${y}A${rx} 14 0 0 0 ${x1} ${y}" stroke="#fbf6ec" stroke-width="9" fill="none" opacity=".9"/>`;
    }
    return out + `<ellipse cx="${cx}" cy="${y0}" rx="${rx}" ry="16" fill="${naked ? '#fbf3e6' : '#fffefb'}"/>`;
  };
  const blooms: [number, number, number, string][] = [
    [600, 272, 26, a], [630, 282, 18, c], [572, 286, 16, b],
    [688, 384, 22, a], [712, 404, 16, c], [668, 398, 14, b],
    [724, 510, 26, b], [748, 532, 18, a], [704, 528, 16, c], [742, 580, 14, a],
  ];
  let flowers = '';
  for (const [x, y, r, color] of blooms) flowers += leaf(x - r, y + r / 2, 30, r) + leaf(x + r, y + r / 3, -20, r * 0.9);
  for (const [x, y, r, color] of blooms) flowers += flower(x, y, r, color, b === color ? a : b);
  const dir = ctx.flip ? ' transform="translate(1200 0) scale(-1 1)"' : '';
  return (
    backdrop(ctx, 'linen') +
    '<ellipse cx="600" cy="700" rx="240" ry="28" fill="#000" opacity=".15"/>' +
    `<g${dir}>` +
    '<path d="M400 660V684A200 30 0 0 0 800 684V660Z" fill="#6e4a2c"/><ellipse cx="600" cy="660" rx="200" ry="30" fill="#a9784a"/>' +
    '<ellipse cx="600" cy="660" rx="150" ry="20" fill="none" stroke="#8a5e3a" stroke-width="3"/>' +
    tier(468, 732, 510, 660) +
    tier(506, 694, 392, 510) +
    tier(542, 658, 282, 392) +
    flowers +
    '</g>'
  );
};

const bouquet: SceneArtist = (ctx) => {
  const [a, b, c] = BLOOMS[ctx.variant - 1];
  let stems = '';
  for (let i = -3; i <= 3; i++) stems += `<path d="M${600 + i * 6} 710L${600 + i * 22} 520" stroke="#5f7e45" stroke-width="5"/>`;
  let greens = '';
  for (let i = 0; i < 12; i++) {
    const angle = -170 + i * 14;
    const rad = (angle * Math.PI) / 180;
    greens += leaf(round(600 + Math.cos(rad) * 150), round(430 + Math.sin(rad) * 110), angle, 54, i % 2 ? SAGE : '#6a875b');
  }
  let bonnets = '';
  for (const [x, y, tilt] of [[470, 330, -24], [720, 318, 20], [600, 262, 0], [520, 280, -10]]) {
    let spike = '';
    for (let k = 0; k < 6; k++) spike += `<ellipse cx="${k % 2 ? 6 : -6}" cy="${-k * 14}" rx="9" ry="8" fill="${k > 3 ? '#fff' : '#3f5fb8'}"/>`;
    bonnets += `<g transform="translate(${x} ${y}) rotate(${tilt})"><path d="M0 40V-60" stroke="#5f7e45" stroke-width="4"/>${spike}</g>`;
  }
  const roses: [number, number, number, string][] = [
    [600, 400, 48, a], [520, 430, 40, c], [680, 430, 42, c], [560, 360, 34, b], [650, 350, 36, a], [600, 470, 36, b], [470, 400, 30, a], [730, 392, 30, b],
  ];
  let flowers = '';
  for (const [x, y, r, color] of roses) flowers += flower(x, y, r, color, color === b ? a : b);
  let breath = '';
  for (let i = 0; i < 18; i++) breath += `<circle cx="${round(470 + ((i * 97) % 270))}" cy="${round(330 + ((i * 53) % 170))}" r="5" fill="#fff"/>`;
  return (
    backdrop(ctx, 'wood') +
    '<ellipse cx="600" cy="722" rx="130" ry="14" fill="#000" opacity=".25"/>' +
    greens +
    bonnets +
    flowers +
    breath +
    '<path d="M528 520H672V700Q672 722 650 722H550Q528 722 528 700Z" fill="#e3f0f2" opacity=".45" stroke="#fff" stroke-width="3"/>' +
    '<rect x="532" y="610" width="136" height="108" fill="#a9d0d8" opacity=".3"/>' +
    stems +
    '<path d="M540 540V700" stroke="#fff" stroke-width="8" opacity=".4"/>' +
    '<rect x="522" y="506" width="156" height="22" rx="6" fill="#d6e4e6" opacity=".8"/>' +
    '<rect x="528" y="540" width="144" height="12" fill="#c2a27a"/><path d="M600 546L570 586M600 546L626 590" stroke="#c2a27a" stroke-width="6"/>'
  );
};

const table: SceneArtist = (ctx) => {
  const { palette: p } = ctx;
  const [a, , c] = BLOOMS[ctx.variant - 1];
  let lights = '';
  for (let i = 0; i < 5; i++) {
    const span = 760 - i * 150;
    lights += stringLights(ctx, 600 - span, 150 + i * 60, 600 + span, 150 + i * 60, 40 - i * 6, 14 - i * 2);
  }
  const edge = (t: number, side: number) => 600 + side * (40 + t * 340);
  let settings = '';
  for (const t of [0.08, 0.22, 0.4, 0.62, 0.88]) {
    const y = round(560 + t * 240);
    const s = 0.3 + t * 0.9;
    for (const side of [-1, 1]) {
      const x = round(edge(t, side) - side * 62 * s);
      settings += `<rect x="${round(edge(t, side) + side * 18 * s - 16 * s)}" y="${round(y - 84 * s)}" width="${round(32 * s)}" height="${round(84 * s)}" rx="${round(5 * s)}" fill="#8a6a48"/>`;
      settings += `<ellipse cx="${x}" cy="${y}" rx="${round(40 * s)}" ry="${round(13 * s)}" fill="#fff" stroke="#d9d2c4" stroke-width="${round(3 * s)}"/>`;
    }
    settings += `<circle cx="600" cy="${round(y - 6 * s)}" r="${round(20 * s)}" fill="${SAGE}"/><circle cx="${round(600 - 16 * s)}" cy="${round(y - 2 * s)}" r="${round(12 * s)}" fill="${a}"/><circle cx="${round(600 + 16 * s)}" cy="${round(y - 10 * s)}" r="${round(10 * s)}" fill="${c}"/>`;
    settings += `<rect x="${round(600 + 30 * s)}" y="${round(y - 40 * s)}" width="${round(8 * s)}" height="${round(30 * s)}" fill="#fffaf0"/><circle cx="${round(604 + 30 * s)}" cy="${round(y - 46 * s)}" r="${round(14 * s)}" fill="url(#bulb)"/>`;
  }
  return (
    sky(ctx) +
    hills(ctx, 470, 3) +
    meadow(ctx, 560) +
    nearOak(ctx, mx(ctx, 100), 600, 1.6) +
    nearOak(ctx, mx(ctx, 1110), 590, 1.3) +
    lights +
    '<path d="M220 800L560 560H640L980 800Z" fill="#fbf8f1"/><path d="M220 800L560 560L566 560L240 800Z" fill="#000" opacity=".08"/>' +
    `<path d="M592 560H608L660 800H540Z" fill="${p.grassDark}" opacity=".35"/>` +
    settings
  );
};

const guitar: SceneArtist = (ctx) => {
  const { palette: p } = ctx;
  ctx.def('gwood', '<radialGradient id="gwood" cx=".45" cy=".6"><stop offset="0" stop-color="#e4a860"/><stop offset=".7" stop-color="#b8722f"/><stop offset="1" stop-color="#7a431c"/></radialGradient>');
  ctx.def('stage', linear('stage', ['#9a6a42', '#5e3d24']));
  const gx = mx(ctx, 500);
  const hx = mx(ctx, 930);
  const hat = ctx.variant % 2 ? '#cfa96c' : '#6b4a32';
  let strings = '';
  for (let i = -2.5; i <= 2.5; i++) strings += `<path d="M${round(i * 4)} -540L${round(i * 8)} -88" stroke="#f3efe6" stroke-width="1.2"/>`;
  let frets = '';
  for (let y = -510; y < -330; y += 24) frets += `<path d="M-15 ${y}H15" stroke="#c9c2b2" stroke-width="2"/>`;
  return (
    sky(ctx) +
    hills(ctx, 470, 3) +
    meadow(ctx, 560) +
    nearOak(ctx, mx(ctx, 140), 600, 1.4) +
    stringLights(ctx, 0, 120, 1200, 140, 70, 16) +
    '<rect y="610" width="1200" height="190" fill="url(#stage)"/><rect y="604" width="1200" height="10" fill="#3b2616"/>' +
    '<path d="M0 660H1200M0 724H1200M0 796H1200" stroke="#3b2616" stroke-width="2" opacity=".5"/>' +
    `<path d="M${hx - 50} 790L${hx - 40} 600M${hx + 50} 790L${hx + 40} 600M${hx - 46} 700H${hx + 46}" stroke="#5e3d24" stroke-width="9"/>` +
    `<ellipse cx="${hx}" cy="598" rx="62" ry="14" fill="#a9784a"/>` +
    `<g transform="translate(${hx} 588)" fill="${hat}">` +
    '<path d="M-44 0C-48-40-40-58-20-62C-8-54 8-54 20-62C40-58 48-40 44 0Z"/><rect x="-45" y="-20" width="90" height="9" fill="#3b2616"/>' +
    '<path d="M-96-18C-82 6-40 12 0 12S82 6 96-18C72-4 40 0 0 0S-72-4-96-18Z"/></g>' +
    `<path d="M${mx(ctx, 720)} 792L${mx(ctx, 760)} 760L${mx(ctx, 800)} 792M${mx(ctx, 760)} 760V420" stroke="#222" stroke-width="6" fill="none"/>` +
    `<rect x="${mx(ctx, 760) - 14}" y="360" width="28" height="66" rx="14" fill="#2a2a2a"/><rect x="${mx(ctx, 760) - 14}" y="360" width="28" height="30" rx="14" fill="#8a8a85"/>` +
    `<ellipse cx="${gx}" cy="790" rx="120" ry="10" fill="#000" opacity=".3"/>` +
    `<g transform="translate(${gx} 786) rotate(${ctx.flip ? 8 : -8})">` +
    '<path d="M-60 0L-30-200M60 0L30-200" stroke="#1e1e1e" stroke-width="6"/>' +
    '<path d="M0-330C60-330 80-300 80-262C80-222 60-204 60-190C60-172 106-152 106-96C106-30 62 0 0 0C-62 0-106-30-106-96C-106-152-60-172-60-190C-60-204-80-222-80-262C-80-300-60-330 0-330Z" fill="url(#gwood)" stroke="#3b2314" stroke-width="5"/>' +
    '<rect x="-15" y="-540" width="30" height="320" fill="#4a2e1a"/>' +
    frets +
    '<circle cx="0" cy="-212" r="34" fill="none" stroke="#f0e2c8" stroke-width="4"/><circle cx="0" cy="-212" r="26" fill="#24150c"/>' +
    '<rect x="-36" y="-96" width="72" height="14" rx="4" fill="#3b2314"/>' +
    '<path d="M-18-540L-24-612H24L18-540Z" fill="#3b2314"/>' +
    '<path d="M-24-600h-10M-24-580h-10M-24-560h-10M24-600h10M24-580h10M24-560h10" stroke="#cfcfc9" stroke-width="6" stroke-linecap="round"/>' +
    strings +
    '</g>' +
    `<rect width="1200" height="800" fill="${p.sun.glow}" opacity="${p.evening ? 0.08 : 0.04}"/>`
  );
};

export const VENDOR_SCENES: Record<string, SceneArtist> = { camera, cake, bouquet, table, guitar };
