/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "static_assert without a message in a class template used by a kernel, -std=c++17"
verdict: ok
std: c++17
---*/
template <typename T> struct Vec2 {
  static_assert(sizeof(T) <= 8);
  T x, y;
};
__global__ void kern(float *p) {
  Vec2<float> v{1.0f, 2.0f};
  *p = v.x + v.y;
}
