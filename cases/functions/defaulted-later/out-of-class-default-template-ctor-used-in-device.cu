/*---
section: "I.4.9.2"
clause: function.defaulted-not-first-declaration
description: "A class template default constructor declared without specifiers and defaulted out of class is __host__ only; constructing the specialization in a kernel is rejected."
verdict: error
---*/
template <typename T> struct W {
    W();
    T v;
};
template <typename T> W<T>::W() = default;

__global__ void kern(float *out) {
    W<float> w; // expect-error
    w.v = 1.0f;
    *out = w.v;
}
