import { createRoot } from 'react-dom/client';
import '../../../ui/theme/global.css';
import { MachineInspector } from './machine-inspector';
createRoot(document.getElementById('root')!).render(<MachineInspector />);
