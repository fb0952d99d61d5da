/*---
section: "D.3.1.6.2"
clause: dp.texture.no-device-create
description: "A surface object handle (created on the host) travels inside a struct argument from parent to child, which writes through it with surf2Dwrite(); no device code creates or destroys a surface."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
struct Target { cudaSurfaceObject_t surf; int width; };

__global__ void paint(Target t) {
    int x = threadIdx.x;
    if (x < t.width) surf2Dwrite(x * 3, t.surf, x * (int)sizeof(int), 0);
}

__global__ void parent(Target t) {
    Target copy = t;          // handles are plain values: copying them is fine
    paint<<<1, 32>>>(copy);
}
