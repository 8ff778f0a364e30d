// The app's entry (as in @react-native-community/template): registers the root component under app.json's name.
import { AppRegistry } from 'react-native';
import App from './src/App';
import { name as appName } from './app.json';

AppRegistry.registerComponent(appName, () => App);
