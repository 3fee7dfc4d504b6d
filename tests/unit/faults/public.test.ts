import { describeRows } from './cells';
import { PUBLIC_ROWS } from './public-rows';

describeRows(PUBLIC_ROWS);
