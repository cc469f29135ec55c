/**
 * The AWS SDK prints a seven-line notice in every process that its releases from 2027 need
 * Node 22 (the pinned SDK runs on Node 20; the README says so). Every other warning still prints.
 */
const KNOWN = /NodeVersionSupportWarning/;

const printers = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (KNOWN.test(warning.message) || KNOWN.test(warning.name)) return;
  for (const print of printers) print(warning);
});
