// Names the device and the service the mock's WebAccess answer put in the address. As text only: the address is
// anyone's to write.
const query = new URLSearchParams(window.location.search);
const service = query.get('service') || 'Web service';
const device = query.get('device') || 'a device';
document.getElementById('service').textContent = service;
document.getElementById('device').textContent = device;
document.title = `${service} on ${device}`;
