// Generates the sample owner's pictures (profile, 404 art, project screenshots) into public/.
// Run once with `node scripts/samples/make-sample-assets.mjs`; a real owner replaces the files in public/ instead.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const font = "font-family='DejaVu Sans, Arial, sans-serif'";

function notFoundSvg(line) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" role="img">
  <rect width="480" height="320" rx="24" fill="#141821"/>
  <g fill="none" stroke="#2a3142" stroke-width="2">${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${40 + i * 32}h480"/>`).join('')}</g>
  <text x="240" y="170" text-anchor="middle" ${font} font-size="120" font-weight="800" fill="#5eead4">404</text>
  <text x="240" y="230" text-anchor="middle" ${font} font-size="26" fill="#f2f4f8">${line}</text>
  <text x="240" y="270" text-anchor="middle" font-family="monospace" font-size="18" fill="#a7b0c0">&lt;/&gt;</text>
</svg>\n`;
}

mkdirSync('public/images/not-found', { recursive: true });
writeFileSync('public/images/not-found/404-en.svg', notFoundSvg('Page not found'));
writeFileSync('public/images/not-found/404-es.svg', notFoundSvg('Página no encontrada'));

const profileSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0b0d12"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="240" cy="190" r="86" fill="#e8c3a0"/>
  <path d="M154 180c0-70 50-104 92-104 52 0 90 34 88 100-18-30-46-46-90-46-40 0-72 18-90 50z" fill="#2b211c"/>
  <rect x="196" y="182" width="36" height="24" rx="8" fill="none" stroke="#0b0d12" stroke-width="5"/>
  <rect x="250" y="182" width="36" height="24" rx="8" fill="none" stroke="#0b0d12" stroke-width="5"/>
  <path d="M232 192h18" stroke="#0b0d12" stroke-width="5"/>
  <path d="M216 238c14 12 36 12 50 0" stroke="#7a4b3a" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M90 480c10-96 70-150 150-150s140 54 150 150z" fill="#5eead4"/>
  <path d="M204 336l36 44 36-44" fill="#0f766e"/>
</svg>`;
mkdirSync('public/images/profile', { recursive: true });
await sharp(Buffer.from(profileSvg)).webp({ quality: 82 }).toFile('public/images/profile/profile.webp');

const projects = {
  'vetcore-pro': {
    accent: '#22c55e',
    title: 'VetCore Pro',
    nav: ['Dashboard', 'Clients', 'Pets', 'Appointments', 'Records', 'Company'],
    kind: 'admin',
  },
  smartorder: {
    accent: '#f97316',
    title: 'SmartOrder',
    nav: ['Menu', 'Orders', 'Kitchen', 'Payments', 'Reports'],
    kind: 'shop',
  },
  jobmatch: {
    accent: '#3b82f6',
    title: 'JobMatch',
    nav: ['Vacancies', 'Candidates', 'Applications', 'Companies'],
    kind: 'list',
  },
  picconnect: {
    accent: '#ec4899',
    title: 'PicConnect',
    nav: ['Feed', 'Explore', 'Profile', 'Messages'],
    kind: 'gallery',
  },
  edulink: {
    accent: '#a855f7',
    title: 'EduLink',
    nav: ['Tutors', 'Sessions', 'Classroom', 'Payments'],
    kind: 'calendar',
  },
  'dasc-uabcs': {
    accent: '#0ea5e9',
    title: 'DASC UABCS',
    nav: ['News', 'Events', 'Programmes', 'Staff'],
    kind: 'list',
  },
  learnplay: {
    accent: '#eab308',
    title: 'LearnPlay',
    nav: ['Maths', 'Reading', 'Memory', 'Progress'],
    kind: 'gallery',
  },
};

function body(kind, accent, variant) {
  const parts = [];
  if (kind === 'admin' || variant === 1) {
    for (let i = 0; i < 4; i++)
      parts.push(
        `<rect x="${300 + i * 240}" y="130" width="220" height="110" rx="14" fill="#ffffff"/><rect x="${320 + i * 240}" y="152" width="90" height="12" rx="6" fill="#cbd5e1"/><text x="${320 + i * 240}" y="215" ${font} font-size="36" font-weight="700" fill="#0f172a">${[128, 342, 57, 19][i] * (variant + 1)}</text>`,
      );
    parts.push(`<rect x="300" y="270" width="940" height="470" rx="14" fill="#ffffff"/>`);
    for (let r = 0; r < 8; r++)
      parts.push(
        `<rect x="330" y="${310 + r * 52}" width="880" height="36" rx="6" fill="${r === 0 ? '#e2e8f0' : r % 2 ? '#f8fafc' : '#ffffff'}"/><rect x="350" y="${322 + r * 52}" width="${160 + ((r * 37) % 90)}" height="12" rx="6" fill="#94a3b8"/><rect x="1100" y="${318 + r * 52}" width="80" height="20" rx="10" fill="${r === 0 ? '#e2e8f0' : accent}" opacity="${r === 0 ? 1 : 0.8}"/>`,
      );
  } else if (kind === 'gallery' || kind === 'shop') {
    for (let i = 0; i < 8; i++) {
      const x = 300 + (i % 4) * 240,
        y = 130 + Math.floor(i / 4) * 310;
      parts.push(
        `<rect x="${x}" y="${y}" width="220" height="290" rx="14" fill="#ffffff"/><rect x="${x + 12}" y="${y + 12}" width="196" height="170" rx="10" fill="${accent}" opacity="${0.25 + ((i * 13) % 50) / 100}"/><rect x="${x + 16}" y="${y + 200}" width="140" height="14" rx="7" fill="#334155"/><rect x="${x + 16}" y="${y + 228}" width="100" height="12" rx="6" fill="#94a3b8"/><rect x="${x + 140}" y="${y + 250}" width="64" height="26" rx="13" fill="${accent}"/>`,
      );
    }
  } else {
    for (let i = 0; i < 5; i++)
      parts.push(
        `<rect x="300" y="${130 + i * 122}" width="940" height="104" rx="14" fill="#ffffff"/><circle cx="356" cy="${182 + i * 122}" r="30" fill="${accent}" opacity="0.35"/><rect x="404" y="${160 + i * 122}" width="${300 + ((i * 53) % 200)}" height="16" rx="8" fill="#334155"/><rect x="404" y="${190 + i * 122}" width="420" height="12" rx="6" fill="#94a3b8"/><rect x="1110" y="${166 + i * 122}" width="100" height="32" rx="16" fill="${accent}"/>`,
      );
  }
  return parts.join('');
}

function screenshot({ accent, title, nav, kind }, variant) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 800" width="1280" height="800">
  <rect width="1280" height="800" fill="#f1f5f9"/>
  <rect width="260" height="800" fill="#0f172a"/>
  <rect x="24" y="28" width="36" height="36" rx="10" fill="${accent}"/>
  <text x="72" y="54" ${font} font-size="22" font-weight="700" fill="#ffffff">${title}</text>
  ${nav.map((item, i) => `<rect x="16" y="${110 + i * 52}" width="228" height="40" rx="10" fill="${i === variant % nav.length ? accent : 'transparent'}" opacity="${i === variant % nav.length ? 0.9 : 1}"/><text x="36" y="${136 + i * 52}" ${font} font-size="17" fill="#e2e8f0">${item}</text>`).join('')}
  <rect x="260" y="0" width="1020" height="80" fill="#ffffff"/>
  <text x="300" y="50" ${font} font-size="26" font-weight="700" fill="#0f172a">${nav[variant % nav.length]}</text>
  <rect x="900" y="24" width="260" height="34" rx="17" fill="#f1f5f9"/><circle cx="1215" cy="41" r="18" fill="${accent}"/>
  ${body(kind, accent, variant)}
</svg>`;
}

for (const [slug, project] of Object.entries(projects)) {
  mkdirSync(`public/images/projects/${slug}`, { recursive: true });
  for (let i = 1; i <= 3; i++) {
    await sharp(Buffer.from(screenshot(project, i - 1)))
      .webp({ quality: 78 })
      .toFile(`public/images/projects/${slug}/${i}.webp`);
  }
}
console.log('sample assets written');
