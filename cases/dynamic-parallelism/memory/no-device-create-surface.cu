/*---
section: "D.3.1.6.2"
clause: dp.texture.no-device-create
description: "cudaCreateSurfaceObject() in device code: texture and surface objects cannot be created or destroyed from the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void k(cudaTextureObject_t t) {
    cudaSurfaceObject_t s;
    cudaResourceDesc r = {};
    cudaCreateSurfaceObject(&s, &r); // expect-error
}
