/*---
section: "D.3.1.6.2"
clause: dp.texture.no-device-create
description: "cudaCreateTextureObject() in device code: texture and surface objects cannot be created or destroyed from the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void k(cudaTextureObject_t t) {
    cudaTextureObject_t made;
    cudaResourceDesc r = {};
    cudaTextureDesc td = {};
    cudaCreateTextureObject(&made, &r, &td, nullptr); // expect-error
}
