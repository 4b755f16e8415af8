// Stops early with a clear message on an unsupported Node.js, instead of a crash deep inside a
// dependency (better-sqlite3 segfaults on Node 20). Keep this file free of modern syntax.
var required = [22, 12];
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > required[0] || (parts[0] === required[0] && parts[1] >= required[1]);
if (!ok) {
  console.error(
    'This project needs Node.js ' +
      required.join('.') +
      ' or newer (Node 24 LTS recommended, see .nvmrc); ' +
      'this is Node ' +
      process.versions.node +
      '.\n' +
      'Install it, for example: npm install --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/node_modules/.bin:$PATH"',
  );
  process.exit(1);
}
