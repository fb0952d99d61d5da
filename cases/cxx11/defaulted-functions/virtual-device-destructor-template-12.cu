/*---
section: I.4.20.10
clause: defaulted.virtual-specifiers-kept
description: "A class template with a virtual __device__ destructor defaulted on its first declaration, instantiated in a __device__ function"
verdict: ok
---*/
template <typename T> struct Holder {
  __device__ virtual ~Holder() = default;
  T value;
};
__device__ float keep(float x) {
  Holder<float> h;
  h.value = x;
  return h.value;
}
