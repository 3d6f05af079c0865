// "Check a recorded set": uploads the chosen video with a progress bar (the body is the file itself,
// the anti-forgery token in a header), then, on the job page, polls the analysis until it is done.
import { csrfToken } from "./request.js?v=__ASSET_VERSION__";

const form = document.getElementById("video-check-form");
if (form) {
  const input = document.getElementById("video-file");
  const error = document.getElementById("video-check-error");
  const bar = document.getElementById("video-upload-progress");
  const button = document.getElementById("video-check-submit");
  const name = document.getElementById("video-file-name");
  const maxBytes = Number(form.dataset.maxBytes);
  const fail = (message) => {
    error.textContent = message;
    error.hidden = false;
    bar.hidden = true;
    button.disabled = false;
  };
  const megabytes = (bytes) => {
    const mb = bytes / 1048576;
    return mb < 10 ? `${mb.toFixed(1)} MB` : `${Math.round(mb)} MB`;
  };
  // What is wrong with the chosen file, in plain words, or null when it can be sent.
  const problem = (file) => {
    if (!file) return "Choose a video first: tap “Choose a video”.";
    const typeOK = /^video\/(mp4|quicktime|webm)$/.test(file.type) || /\.(mp4|mov|webm)$/i.test(file.name);
    if (!typeOK) return `“${file.name}” isn't a video PhysioPoint can read. Choose an MP4, MOV or WebM video.`;
    if (file.size > maxBytes) return `“${file.name}” is ${megabytes(file.size)}, more than the ${Math.round(maxBytes / 1048576)} MB limit. Trim it to the one set you want checked.`;
    return null;
  };
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    name.textContent = file ? `Chosen: ${file.name} (${megabytes(file.size)})` : "";
    const message = file ? problem(file) : null;
    if (message) fail(message); else error.hidden = true;
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const file = input.files?.[0];
    const message = problem(file);
    if (message) return fail(message);
    error.hidden = true;
    bar.hidden = false;
    button.disabled = true;
    const request = new XMLHttpRequest();
    request.open("POST", form.dataset.upload);
    request.setRequestHeader("X-CSRF-Token", csrfToken());
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) bar.value = Math.round((e.loaded / e.total) * 100);
    });
    request.addEventListener("load", () => {
      let answer = {};
      try { answer = JSON.parse(request.responseText); } catch { /* not JSON */ }
      if (request.status >= 200 && request.status < 300 && answer.location) {
        window.location.assign(answer.location);
      } else {
        fail(answer.error?.message ?? "The upload failed. Try again.");
      }
    });
    request.addEventListener("error", () => fail("The upload was interrupted. Check the connection and try again."));
    request.send(file);
  });
}

const progress = document.getElementById("video-check-progress");
if (progress) {
  const bar = document.getElementById("video-check-bar");
  const label = document.getElementById("video-check-percent");
  const poll = async () => {
    try {
      const response = await fetch(progress.dataset.status, { headers: { Accept: "application/json" } });
      const status = await response.json();
      if (status.state !== "running") return window.location.reload();
      if (typeof status.percent === "number") {
        bar.value = status.percent;
        label.textContent = `${status.percent}% done`;
      }
    } catch { /* try again on the next tick */ }
    setTimeout(poll, 1000);
  };
  setTimeout(poll, 1000);
}
