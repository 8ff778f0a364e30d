import { describeMinorSign } from '../../../../test/support/minor-sign';
import MinorBankSign from './MinorBankSign';

describeMinorSign({ screen: 'MinorBankSign', Component: MinorBankSign, scope: 'ACCOUNT', next: 'MinorCardSign', section: '§4 MINOR 6,0' });
