// The registry this project installs from serves only this machine's platform, so npm cannot
// record other platforms' optional binaries (@swc/core-darwin-arm64 ...) in package-lock.json,
// and `npm ci` then refuses the lock as out of sync. This adds those entries as optional,
// with the os/cpu their names state, so npm skips them on every other platform.
import fs from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', freebsd: 'freebsd', android: 'android', openharmony: 'openharmony', sunos: 'sunos', aix: 'aix', netbsd: 'netbsd', openbsd: 'openbsd', wasm32: null };
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => p in OS && OS[p]);
    const cpu = parts.find((p) => CPU.includes(p) || p.startsWith('arm'));
    packages[key] = { version, dev: meta.dev || undefined, optional: true, ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu.replace(/eabi.*|gnu.*/, '')] } : {}) };
    added += 1;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional platform entries to ${file}`);
