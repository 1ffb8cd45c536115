// `npm run bench`: every bench of the project, one after the other.
import { runDutchBench } from './dutch.js';
import { runSwissEnginesBench } from './swissEngines.js';
import { runPlayerListBench } from './playerList.js';
import { runImportBench, runServerBench } from './server.js';
import { runBrowserBench } from './browser.js';
import { runCrowdBench } from './crowd.js';
import { runKeizerOddsBench } from './keizerOdds.js';

runDutchBench();
runSwissEnginesBench();
await runImportBench();
await runServerBench();
await runCrowdBench();
runPlayerListBench();
await runKeizerOddsBench();
await runBrowserBench();
