import { describeMinorSign } from '../../../../test/support/minor-sign';
import MinorCardSign from './MinorCardSign';

describeMinorSign({ screen: 'MinorCardSign', Component: MinorCardSign, scope: 'CARD', next: 'ConfirmAccessCode', section: '§4 MINOR 7,0' });
