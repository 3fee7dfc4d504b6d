import { describeShapes } from './cells';
import { PUBLIC_ROWS } from './public-rows';

describeShapes(PUBLIC_ROWS);
