// Compiles src/ to dist/ so the migration scripts run the same code as the app.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

module.exports = function build() {
  const root = join(__dirname, '..');
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc', { paths: [root] }), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return join(root, 'dist');
};
