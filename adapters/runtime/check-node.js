// Imported first by every entry point, before anything that needs a newer Node loads.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Hill Country Weddings needs Node 22 or newer; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm run cli -- ...), which uses the Node 24 installed with the project.',
  );
  process.exit(1);
}
