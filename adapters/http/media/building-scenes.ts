// Scenes whose subject is a building: barn, chapel, ballroom, courtyard, dance hall, estate.
import {
  type SceneArtist,
  type SceneContext,
  hills,
  linear,
  glowGradient,
  meadow,
  mx,
  nearOak,
  sky,
  stringLights,
  useOak,
  oak,
} from './scene-kit.js';

const WOOD = '#6b4d33';
const METAL_ROOF = '#6f7a7e';

/** Placement of a subject drawn around its own origin, mirrored on flipped variants. */
function place(ctx: SceneContext, x: number, y: number, scale: number): string {
  return `translate(${mx(ctx, x)} ${y}) scale(${ctx.flip ? -scale : scale} ${scale})`;
}

function stoneTexture(ctx: SceneContext): string {
  ctx.def(
    'st',
    `<pattern id="st" width="48" height="24" patternUnits="userSpaceOnUse"><path d="M0 .5H48M0 12.5H48M14 0V12M38 12V24" stroke="${ctx.palette.stoneShade}" stroke-width="1.5" fill="none"/></pattern>`,
  );
  return 'url(#st)';
}

function windowGlass(ctx: SceneContext): string {
  return ctx.palette.evening ? ctx.palette.light : '#4d5a63';
}

const barn: SceneArtist = (ctx) => {
  const red = ctx.variant !== 3 && ctx.variant !== 5;
  const [body, shade, trim] = red ? ['#9d3427', '#74251c', '#f4ede0'] : ['#f3eee3', '#cfc6b4', '#5b4a3a'];
  ctx.def('boards', '<pattern id="boards" width="18" height="10" patternUnits="userSpaceOnUse"><path d="M.5 0V10" stroke="#000" opacity=".12"/></pattern>');
  const lamp = ctx.palette.evening ? `<circle cx="0" cy="-158" r="40" fill="url(#lamp)"/>` : '';
  if (lamp) ctx.def('lamp', glowGradient('lamp', ctx.palette.light));
  const x = (d: string) => `<path d="${d}" stroke="${trim}" stroke-width="7" fill="none"/>`;
  return (
    sky(ctx) +
    hills(ctx, 470, 3) +
    meadow(ctx, 590) +
    nearOak(ctx, mx(ctx, 200), 610, 1.25) +
    `<g transform="${place(ctx, 560, 640, 1)}">` +
    '<ellipse cx="90" cy="0" rx="300" ry="16" fill="#000" opacity=".15"/>' +
    `<path d="M150 0V-170L340-152V-8Z" fill="${shade}"/>` +
    `<path d="M150 0V-170L340-152V-8Z" fill="url(#boards)"/>` +
    `<path d="M0-262L184-246L352-150L160-170Z" fill="${METAL_ROOF}"/>` +
    `<path d="M-150 0V-170L0-262L150-170V0Z" fill="${body}"/>` +
    '<path d="M-150 0V-170L0-262L150-170V0Z" fill="url(#boards)"/>' +
    `<path d="M-168-158L0-268L168-158" stroke="#4f585c" stroke-width="14" fill="none" stroke-linejoin="round"/>` +
    `<rect x="-62" y="-140" width="124" height="140" fill="${shade}"/>` +
    x('M-62 0V-140H62V0M-62-140L62 0M62-140L-62 0M0-140V0') +
    `<rect x="-26" y="-226" width="52" height="50" fill="${shade}"/>` +
    x('M-26-176V-226H26V-176ZM-26-226L26-176M26-226L-26-176') +
    x('M-150 0V-170M150 0V-170') +
    `<path d="M210-112L250-109V-76L210-78ZM282-106L318-103V-72L282-74Z" fill="${windowGlass(ctx)}" stroke="${trim}" stroke-width="4"/>` +
    `<path d="M84-262V-290H112V-258Z" fill="${body}"/><path d="M78-288L98-310L118-288Z" fill="#4f585c"/>` +
    lamp +
    '</g>' +
    `<path d="M${mx(ctx, 540)} 640C${mx(ctx, 520)} 700 ${mx(ctx, 420)} 740 ${mx(ctx, 380)} 810H${mx(ctx, 620)}C${mx(ctx, 610)} 740 ${mx(ctx, 600)} 700 ${mx(ctx, 580)} 640Z" fill="#d9c8a2"/>` +
    fence(ctx)
  );
};

function fence(ctx: SceneContext): string {
  let posts = '';
  for (let i = 0; i < 5; i++) {
    const x = mx(ctx, 700 + i * 130);
    const y = 700 + i * 18;
    posts += `<rect x="${x - 6}" y="${y - 70}" width="12" height="${84 + i * 4}" fill="${WOOD}"/>`;
  }
  const a = mx(ctx, 690);
  const b = mx(ctx, 1230);
  return `<path d="M${a} 652L${b} 736M${a} 682L${b} 766" stroke="${WOOD}" stroke-width="7"/>${posts}`;
}

const chapel: SceneArtist = (ctx) => {
  const stone = ctx.palette.stone;
  const shade = ctx.palette.stoneShade;
  const tex = stoneTexture(ctx);
  const glass = windowGlass(ctx);
  const arch = (x: number, y: number, w: number, h: number) =>
    `M${x} ${y}v${-h}a${w / 2} ${w / 2} 0 0 1 ${w} 0v${h}z`;
  return (
    sky(ctx) +
    hills(ctx, 480, 3) +
    meadow(ctx, 600) +
    nearOak(ctx, mx(ctx, 1010), 640, 1.45) +
    `<g transform="${place(ctx, 520, 650, 0.95)}">` +
    '<ellipse cx="80" cy="0" rx="280" ry="14" fill="#000" opacity=".15"/>' +
    `<path d="M120 0V-210L300-196V-8Z" fill="${shade}"/>` +
    `<path d="M0-300L172-286L312-194L130-212Z" fill="${METAL_ROOF}"/>` +
    `<path d="M-120 0V-210L0-300L120-210V0Z" fill="${stone}"/><path d="M-120 0V-210L0-300L120-210V0Z" fill="${tex}"/>` +
    `<path d="M-134-200L0-304L134-200" stroke="#58636a" stroke-width="10" fill="none"/>` +
    `<path d="${arch(160, -60, 26, 80)}${arch(220, -60, 26, 80)}" fill="${glass}" opacity=".9"/>` +
    `<path d="${arch(-98, -60, 24, 90)}${arch(74, -60, 24, 90)}" fill="${glass}"/>` +
    `<rect x="-44" y="-392" width="88" height="392" fill="${stone}"/><rect x="-44" y="-392" width="88" height="392" fill="${tex}"/>` +
    `<path d="M44 0V-392L60-388V-4Z" fill="${shade}"/>` +
    `<path d="${arch(-18, -324, 36, 32)}" fill="#3a3530"/>` +
    `<circle cx="0" cy="-250" r="16" fill="${glass}" stroke="${shade}" stroke-width="5"/>` +
    `<path d="M-52-388L0-540L52-388Z" fill="${METAL_ROOF}"/><path d="M0-540L52-388L62-386Z" fill="#4f585c"/>` +
    '<path d="M0-538V-578M-13-564H13" stroke="#4f585c" stroke-width="5"/>' +
    `<path d="${arch(-26, 0, 52, 74)}" fill="${ctx.palette.evening ? ctx.palette.light : '#5b3b26'}"/>` +
    '<path d="M0 0V-96" stroke="#3a2717" stroke-width="3"/>' +
    '</g>' +
    `<path d="M${mx(ctx, 505)} 652C${mx(ctx, 490)} 700 ${mx(ctx, 430)} 750 ${mx(ctx, 400)} 810H${mx(ctx, 600)}C${mx(ctx, 570)} 750 ${mx(ctx, 545)} 700 ${mx(ctx, 535)} 652Z" fill="${stone}" opacity=".8"/>` +
    nearOak(ctx, mx(ctx, 90), 720, 1.7)
  );
};

const DRAPES = ['#9c5b5b', '#b88a3e', '#6f8a78', '#7a3f52', '#6c86a8'];

const ballroom: SceneArtist = (ctx) => {
  const { palette: p, variant } = ctx;
  const wall = p.evening ? ['#d9bf9c', '#b9946c'] : ['#f4ebdc', '#e3d3bb'];
  ctx.def('wall', linear('wall', wall));
  ctx.def('floor', linear('floor', ['#a8744a', '#5e3b22']));
  ctx.def('chand', glowGradient('chand', p.light, 0.9));
  ctx.def('chd', chandelier());
  const windows = [300, 600, 900].map((cx) => `M${cx - 80} 470V200A80 80 0 0 1 ${cx + 80} 200V470Z`).join('');
  ctx.def('win', `<clipPath id="win"><path d="${windows}"/></clipPath>`);
  let frames = '';
  let reflections = '';
  for (const cx of [300, 600, 900]) {
    frames +=
      `<path d="M${cx - 80} 470V200A80 80 0 0 1 ${cx + 80} 200V470ZM${cx} 120V470M${cx - 80} 300H${cx + 80}M${cx - 80} 390H${cx + 80}" fill="none" stroke="#fbf7ee" stroke-width="7"/>` +
      `<path d="M${cx - 110} 90C${cx - 70} 200 ${cx - 112} 380 ${cx - 80} 480H${cx - 120}V90ZM${cx + 110} 90C${cx + 70} 200 ${cx + 112} 380 ${cx + 80} 480H${cx + 120}V90Z" fill="${DRAPES[variant - 1]}"/>` +
      `<path d="M${cx - 126} 84H${cx + 126}V96H${cx - 126}Z" fill="#c9a75a"/>`;
    reflections += `<path d="M${cx - 70} 562L${cx - 120} 800H${cx + 120}L${cx + 70} 562Z" fill="#fff" opacity=".1"/>`;
  }
  let panels = '';
  for (let x = 20; x < 1200; x += 150) panels += `<rect x="${x}" y="492" width="120" height="50" fill="none" stroke="#fffaf0" stroke-width="3" opacity=".6"/>`;
  return (
    `<rect width="1200" height="560" fill="url(#wall)"/>` +
    `<g clip-path="url(#win)">${sky(ctx)}${hills(ctx, 420, 3)}</g>` +
    frames +
    '<rect width="1200" height="60" fill="#000" opacity=".12"/><rect y="58" width="1200" height="8" fill="#fffaf0" opacity=".6"/>' +
    '<rect y="478" width="1200" height="82" fill="#000" opacity=".08"/><rect y="476" width="1200" height="6" fill="#fffaf0" opacity=".6"/>' +
    panels +
    '<rect y="560" width="1200" height="240" fill="url(#floor)"/>' +
    reflections +
    `<ellipse cx="450" cy="640" rx="160" ry="22" fill="${p.light}" opacity=".12"/><ellipse cx="750" cy="640" rx="160" ry="22" fill="${p.light}" opacity=".12"/>` +
    '<path d="M450 0V110M750 0V110" stroke="#8c7440" stroke-width="3"/>' +
    '<use href="#chd" x="450" y="170"/><use href="#chd" x="750" y="170"/>' +
    tables(ctx)
  );
};

function chandelier(): string {
  const gold = '#c9a75a';
  let out = '<circle cy="-10" r="170" fill="url(#chand)" opacity=".55"/>';
  out += `<path d="M-96 0Q0 56 96 0M-60-34Q0 6 60-34" fill="none" stroke="${gold}" stroke-width="5"/><path d="M-8-64h16l8 70-16 30-16-30z" fill="${gold}"/>`;
  const candles: [number, number][] = [[-96, 0], [-66, 18], [-30, 26], [30, 26], [66, 18], [96, 0], [-60, -34], [-22, -18], [22, -18], [60, -34]];
  for (const [x, y] of candles) out += `<rect x="${x - 3}" y="${y - 22}" width="6" height="18" fill="#fffaf0"/><circle cx="${x}" cy="${y - 28}" r="11" fill="url(#chand)"/>`;
  for (let i = -4; i <= 4; i++) out += `<circle cx="${i * 18}" cy="${44 - i * i * 2}" r="3.5" fill="#fff" opacity=".9"/>`;
  return `<g id="chd">${out}</g>`;
}

function tables(ctx: SceneContext): string {
  const flower = ['#e6a5a0', '#f2d38b', '#f6f1f3', '#c97c8e', '#9ab6e0'][ctx.variant - 1];
  let chairs = '';
  for (const k of [-64, -24, 24, 64]) chairs += `<rect x="${k - 7}" y="-36" width="14" height="40" rx="3" fill="#c9a75a"/>`;
  ctx.def(
    'tb',
    `<g id="tb">${chairs}<path d="M-80 0V56Q0 78 80 56V0Z" fill="#f7f3ea"/><ellipse rx="80" ry="18" fill="#fffdf8"/>` +
      '<path d="M0 0V-96" stroke="#c9a75a" stroke-width="4"/><ellipse cy="-96" rx="30" ry="20" fill="#7f9a6e"/>' +
      `<circle cx="-12" cy="-102" r="12" fill="${flower}"/><circle cx="12" cy="-100" r="11" fill="${flower}"/><circle cy="-112" r="10" fill="#fffaf2"/>` +
      '<circle cx="-40" cy="-6" r="10" fill="url(#chand)"/><circle cx="40" cy="-6" r="10" fill="url(#chand)"/></g>',
  );
  let out = '';
  const rows: [number, number, number[]][] = [
    [620, 0.6, [150, 390, 810, 1050]],
    [710, 0.95, [200, 600, 1000]],
  ];
  for (const [y, s, xs] of rows) for (const x of xs) out += `<use href="#tb" transform="translate(${x} ${y}) scale(${s})"/>`;
  return out;
}

const courtyard: SceneArtist = (ctx) => {
  const { palette: p } = ctx;
  useOak(ctx);
  const tex = stoneTexture(ctx);
  ctx.def('tile', '<pattern id="tile" width="24" height="20" patternUnits="userSpaceOnUse"><path d="M0 20A12 12 0 0 1 24 20" fill="#b4573a" stroke="#8a3f28" stroke-width="2"/></pattern>');
  let arches = '';
  for (let i = 0; i < 5; i++) {
    const cx = 160 + i * 220;
    arches += `<path d="M${cx - 75} 600V420A75 75 0 0 1 ${cx + 75} 420V600Z" fill="${p.evening ? '#6b4a32' : '#5a4a3c'}"/>`;
    if (p.evening) arches += `<path d="M${cx - 75} 600V420A75 75 0 0 1 ${cx + 75} 420V600Z" fill="${p.light}" opacity=".35"/>`;
  }
  return (
    sky(ctx) +
    oak(mx(ctx, 260), 330, 1.6, p.haze) +
    oak(mx(ctx, 900), 330, 1.9, p.oak) +
    `<rect y="290" width="1200" height="320" fill="${p.stone}"/><rect y="290" width="1200" height="320" fill="${tex}"/>` +
    arches +
    '<rect y="282" width="1200" height="34" fill="url(#tile)"/><rect y="310" width="1200" height="8" fill="#000" opacity=".12"/>' +
    bougainvillea(mx(ctx, 70)) +
    `<path d="M0 600H1200V800H0Z" fill="${p.stoneShade}"/>` +
    '<path d="M600 600L-400 800M600 600L160 800M600 600L1040 800M600 600L1800 800M0 640H1200M0 700H1200" stroke="#fff" stroke-width="3" opacity=".35"/>' +
    fountain(ctx) +
    pot(mx(ctx, 130), 760, ctx) +
    pot(mx(ctx, 1070), 760, ctx) +
    stringLights(ctx, 0, 300, 1200, 290, 50, 14) +
    stringLights(ctx, 0, 250, 1200, 330, 70, 14)
  );
};

function bougainvillea(x: number): string {
  let out = `<path d="M${x} 600C${x + 10} 500 ${x - 20} 420 ${x + 30} 330" stroke="#5a4632" stroke-width="8" fill="none"/>`;
  const spots = [[0, 340, 50], [40, 380, 44], [-20, 420, 40], [30, 460, 36], [60, 320, 34], [-30, 360, 30]];
  for (const [dx, y, r] of spots) out += `<circle cx="${x + dx}" cy="${y}" r="${r}" fill="#c0407a" opacity=".9"/><circle cx="${x + dx + 10}" cy="${y - 8}" r="${r / 2}" fill="#e0609a"/>`;
  return out;
}

function fountain(ctx: SceneContext): string {
  const s = ctx.palette.stone;
  const d = ctx.palette.stoneShade;
  return (
    '<ellipse cx="600" cy="700" rx="190" ry="34" fill="#000" opacity=".12"/>' +
    `<path d="M420 640V680Q600 730 780 680V640Z" fill="${d}"/><ellipse cx="600" cy="640" rx="180" ry="30" fill="${s}"/>` +
    `<ellipse cx="600" cy="642" rx="160" ry="22" fill="${ctx.palette.water[1]}"/>` +
    `<path d="M585 640V560H615V640Z" fill="${d}"/><path d="M520 560Q600 590 680 560L670 545H530Z" fill="${s}"/>` +
    `<path d="M592 545V500H608V545Z" fill="${d}"/><circle cx="600" cy="494" r="12" fill="${s}"/>` +
    '<path d="M600 492C570 470 545 500 530 560M600 492C630 470 655 500 670 560M540 562C500 580 470 600 450 640M660 562C700 580 730 600 750 640" stroke="#eef6fb" stroke-width="4" fill="none" opacity=".8"/>'
  );
}

function pot(x: number, y: number, ctx: SceneContext): string {
  return (
    `<path d="M${x - 40} ${y - 70}H${x + 40}L${x + 30} ${y}H${x - 30}Z" fill="#b4573a"/>` +
    `<rect x="${x - 46}" y="${y - 80}" width="92" height="14" fill="#9c4a30"/>` +
    `<ellipse cx="${x}" cy="${y - 130}" rx="60" ry="62" fill="${ctx.palette.oak}"/><ellipse cx="${x - 16}" cy="${y - 150}" rx="30" ry="26" fill="${ctx.palette.grass}" opacity=".5"/>`
  );
}

const dancehall: SceneArtist = (ctx) => {
  const { palette: p } = ctx;
  ctx.def('clap', '<pattern id="clap" width="10" height="14" patternUnits="userSpaceOnUse"><path d="M0 13H10" stroke="#000" opacity=".14" stroke-width="2"/></pattern>');
  const inside = p.evening ? p.light : '#3b332c';
  let bays = '';
  for (let i = 0; i < 7; i++) bays += `<rect x="${236 + i * 100}" y="-78" width="56" height="62" fill="${inside}"/><rect x="${230 + i * 100}" y="-84" width="68" height="8" fill="#f6f2ea"/>`;
  let vents = '';
  for (let i = 0; i < 7; i++) vents += `<rect x="${250 + i * 100}" y="-176" width="28" height="20" fill="#5f5a52"/>`;
  let posts = '';
  for (let i = 0; i < 9; i++) posts += `<rect x="${196 + i * 94}" y="-100" width="8" height="100" fill="#f6f2ea"/>`;
  return (
    sky(ctx) +
    hills(ctx, 460, 3) +
    meadow(ctx, 590) +
    nearOak(ctx, mx(ctx, 1090), 610, 1.5) +
    `<g transform="${place(ctx, 170, 640, 0.85)}">` +
    '<ellipse cx="500" cy="0" rx="540" ry="14" fill="#000" opacity=".15"/>' +
    `<path d="M120-200L200-290L1010-290L960-200Z" fill="${METAL_ROOF}"/>` +
    `<path d="M200 0V-200H960V0Z" fill="#e7e1d4"/><path d="M200 0V-200H960V0Z" fill="url(#clap)"/>` +
    vents +
    '<rect x="200" y="-100" width="760" height="100" fill="#000" opacity=".14"/>' +
    bays +
    '<path d="M190-98L970-98L990-124L200-124Z" fill="#59636a"/>' +
    posts +
    '<rect x="190" y="-8" width="790" height="10" fill="#8b7356"/>' +
    `<path d="M0 0V-200L100-300L200-200V0Z" fill="#f3efe6"/><path d="M0 0V-200L100-300L200-200V0Z" fill="url(#clap)"/>` +
    '<path d="M-14-190L100-308L214-190" stroke="#4f585c" stroke-width="12" fill="none"/>' +
    '<rect x="20" y="-196" width="160" height="44" fill="#9d3427"/><path d="M30-174H170" stroke="#f4ede0" stroke-width="6" stroke-dasharray="18 8"/>' +
    '<path d="M100-268l6 13 14 1-11 9 4 14-13-8-12 8 4-14-11-9 14-1z" fill="#9d3427"/>' +
    `<rect x="62" y="-122" width="76" height="122" fill="${p.evening ? p.light : '#5b3b26'}"/><path d="M100-122V0" stroke="#3a2717" stroke-width="3"/>` +
    '</g>' +
    stringLights(ctx, mx(ctx, 340), 545, mx(ctx, 1000), 545, 8, 14)
  );
};

const estate: SceneArtist = (ctx) => {
  const { palette: p } = ctx;
  const tex = stoneTexture(ctx);
  const glass = windowGlass(ctx);
  let windows = '';
  for (const x of [-130, -70, 40, 100]) {
    windows += `<rect x="${x}" y="-240" width="30" height="50" fill="${glass}" stroke="#fbf7ee" stroke-width="4"/><rect x="${x}" y="-120" width="30" height="56" fill="${glass}" stroke="#fbf7ee" stroke-width="4"/>`;
  }
  for (const x of [-290, -230, 200, 260]) windows += `<rect x="${x}" y="-112" width="30" height="50" fill="${glass}" stroke="#fbf7ee" stroke-width="4"/>`;
  let columns = '';
  for (const x of [-66, -22, 22, 66]) columns += `<rect x="${x - 5}" y="-150" width="10" height="150" fill="#fbf7ee"/>`;
  const lane = nearOak(ctx, mx(ctx, 120), 640, 1.1) + nearOak(ctx, mx(ctx, 1080), 650, 1.2);
  return (
    sky(ctx) +
    hills(ctx, 460, 3) +
    meadow(ctx, 600) +
    `<g transform="${place(ctx, 600, 640, 0.9)}">` +
    '<ellipse cx="0" cy="0" rx="380" ry="14" fill="#000" opacity=".15"/>' +
    `<rect x="-120" y="-330" width="30" height="60" fill="${p.stoneShade}"/><rect x="96" y="-330" width="30" height="60" fill="${p.stoneShade}"/>` +
    `<path d="M-190-260L-120-320H120L190-260Z" fill="${METAL_ROOF}"/>` +
    `<path d="M-350-150L-320-180H-170V-150ZM350-150L320-180H170V-150Z" fill="${METAL_ROOF}"/>` +
    `<rect x="-330" y="-150" width="660" height="150" fill="${p.stone}"/><rect x="-170" y="-262" width="340" height="262" fill="${p.stone}"/>` +
    `<rect x="-330" y="-150" width="660" height="150" fill="${tex}"/><rect x="-170" y="-262" width="340" height="262" fill="${tex}"/>` +
    windows +
    `<path d="M-90-150H90L100-168H-100Z" fill="${METAL_ROOF}"/>` +
    columns +
    `<rect x="-18" y="-100" width="36" height="100" fill="${p.evening ? p.light : '#5b3b26'}"/>` +
    '</g>' +
    `<path d="M560 650L480 800H720L640 650Z" fill="#d8c8a4" opacity=".8"/>` +
    lane +
    ranchGate(ctx)
  );
};

function ranchGate(ctx: SceneContext): string {
  const { palette: p } = ctx;
  const pillar = (x: number) =>
    `<rect x="${x - 36}" y="370" width="72" height="430" fill="${p.stoneShade}"/><rect x="${x - 36}" y="370" width="72" height="430" fill="url(#st)"/><rect x="${x - 44}" y="360" width="88" height="18" fill="${p.stone}"/>`;
  return (
    pillar(170) +
    pillar(1030) +
    '<path d="M206 340Q600 220 994 340" stroke="#2b2622" stroke-width="12" fill="none"/>' +
    '<path d="M206 372Q600 262 994 372" stroke="#2b2622" stroke-width="6" fill="none"/>' +
    '<path d="M600 280V316M400 296V334M800 296V334" stroke="#2b2622" stroke-width="5"/>'
  );
}

export const BUILDING_SCENES: Record<string, SceneArtist> = { barn, chapel, ballroom, courtyard, dancehall, estate };
