import { connectionNotFound, DEFAULT_CONNECTION_NAME } from '@haligi/shared';
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { listConnections, loadConnections } from '../../../lib/connections';
import { notify } from '../../../lib/notify';
import { socketManager } from '../../../lib/socket';
import { storage } from '../../../lib/storage';

/**
 * Default plus the entries of /connections.json. A stored name that no longer exists keeps
 * Default and says so (docs decision: unknown connection).
 */
export function ConnectionSelect() {
  const [names, setNames] = useState(() => listConnections().map((c) => c.NAME));
  const [value, setValue] = useState(DEFAULT_CONNECTION_NAME);

  useEffect(() => {
    let isCurrent = true;
    void loadConnections().then((connections) => {
      if (!isCurrent) return;
      const available = connections.map((c) => c.NAME);
      setNames(available);
      const stored = storage.getSelectedConnection();
      if (stored && !available.includes(stored)) {
        console.warn(connectionNotFound(stored));
        notify({
          type: 'warning',
          position: 'top',
          message: `${connectionNotFound(stored)}. Using the ${DEFAULT_CONNECTION_NAME} connection.`,
        });
        storage.setSelectedConnection(DEFAULT_CONNECTION_NAME);
      }
      setValue(stored && available.includes(stored) ? stored : DEFAULT_CONNECTION_NAME);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const choose = (name: string | null) => {
    if (!name || name === value) return;
    setValue(name);
    storage.setSelectedConnection(name);
    socketManager.restartAfterConnectionChange();
  };

  return (
    <Select
      label="Connection"
      description="The server this app talks to"
      data={names}
      value={value}
      onChange={choose}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
