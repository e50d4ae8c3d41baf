import artefact from '../../../model/reading-model.json';

// The committed model file. Required by default-model.ts on first use only, so a process
// that never analyses a case (an API process beside workers) never parses it.
export { artefact };
