/*---
section: I.1
clause: features.cxx11.deleted-functions-use
description: "A type with a deleted copy constructor and a __device__ move constructor, moved in device code"
verdict: ok
std: c++11
---*/
struct Token {
  int id;
  __device__ explicit Token(int i) : id(i) {}
  Token(const Token &) = delete;
  __device__ Token(Token &&o) : id(o.id) { o.id = 0; }
};
__device__ Token make(int i) { return Token(i); }
__global__ void kern(int *p) {
  Token t = make(*p);
  *p = t.id;
}
