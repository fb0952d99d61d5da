/*---
section: I.4.15
clause: attr.deprecated-gcc-pragma
description: "#pragma GCC diagnostic ignored does not reach the CUDA front end: a deprecated __constant__ variable read in a kernel is still an error under -Werror=deprecated-declarations"
verdict: error
flags: ["-Werror=deprecated-declarations"]
---*/
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
[[deprecated]] __constant__ float c_scale = 2.0f;
__global__ void kern(float *p) {
  *p *= c_scale; // expect-error
}
